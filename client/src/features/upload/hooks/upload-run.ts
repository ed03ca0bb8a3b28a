import type { ShortfallInput } from '../model/insufficient-balance';
import type { ProgressAction } from '../model/progress';

/** One submission, as the file and text flows see it; useUploadFlow owns the state behind it. */
export interface UploadRun {
  /** False once a newer run, a reset or an unmount took over: late events are then ignored. */
  live: () => boolean;
  /** Updates the progress panel while the run is live. */
  dispatch: (action: ProgressAction) => void;
  /** Registers something to release when the run stops (the request, the socket, a timer). */
  onStop: (dispose: () => void) => void;
  /** Ends the run: releases what it registered; its later events are ignored. */
  stop: () => void;
  /** Shows the success dialog and refreshes the balance. */
  succeed: () => void;
  /** Shows the insufficient balance dialog. */
  showShortfall: (input: ShortfallInput) => Promise<void>;
  setErrorMessage: (message: string) => void;
  /** Revalidates the balance the navigation bar shows. */
  refreshBalance: () => void;
  /** The video goes on without live processing events (no realtime connection, or it dropped). */
  noteRealtimeUnavailable: () => void;
  /** The realtime connection is back after a drop: processing events flow again. */
  noteRealtimeRestored: () => void;
  /**
   * Work once the provider's reply names the new item (its captions, chapters and seek previews):
   * the upload completes when it is done too. Resolves with what did not go through, in words.
   */
  afterUpload?: (id: string) => Promise<string[]>;
  /** What afterUpload could not do, shown with the success. */
  noteExtrasProblems: (problems: string[]) => void;
}
