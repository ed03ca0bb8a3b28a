import type { UploadCompleteEvent, UploadStage } from '@inkreel/shared';
import type { RealtimeHub } from '../../realtime/hub.js';

/** A video's processing steps in order, each with the share of PROCESSING_MS it takes. */
export const PROCESSING_STEPS = [
  { name: 'Checking the video container', share: 0.15 },
  { name: 'Reading the video structure', share: 0.6 },
  { name: 'Publishing', share: 0.25 },
] as const;

/** How long a failed upload's stage is kept for GET /api/uploads/{id}. */
const FAILED_KEPT_MS = 60 * 60 * 1000;

/** The steps with their own percents when `current` is at `percent` (earlier ones are done). */
export const stepsAt = (current: number, percent: number) =>
  PROCESSING_STEPS.map(({ name }, i) => ({
    name,
    percent: i < current ? 100 : i === current ? percent : 0,
  }));

/** The whole run's progress: the finished steps' shares plus part of the current one's. */
function overall(current: number, percent: number): number {
  const before = PROCESSING_STEPS.slice(0, current).reduce((sum, s) => sum + s.share, 0);
  return Math.round((before + (PROCESSING_STEPS[current]?.share ?? 0) * (percent / 100)) * 100);
}

/** What one upload reports: its stage for the stage call, and the same as events to its owner. */
export interface UploadTracker {
  bytes(uploadedBytes: number, totalBytes: number): void;
  step(index: number, percent: number): void;
  fail(reason: string, notify: boolean): void;
  /** The record is what the store says now (ready, or processing not yet started). */
  settled(): void;
  /** Processing is over: the store answers from now on, and uploadComplete goes out. */
  complete(event: UploadCompleteEvent): void;
}

/**
 * Uploads in flight and recent failures, in memory: a restart forgets them, and the stage call
 * then answers from the store. Events go to the uploader's room (every socket of theirs),
 * tagged with the upload's id and the socket id the upload named.
 */
export class UploadStages {
  private readonly live = new Map<string, { userId: string; stage: UploadStage }>();

  constructor(private readonly hub: RealtimeHub) {}

  get(id: string) {
    return this.live.get(id);
  }

  track(uploadId: string, userId: string, socketId?: string): UploadTracker {
    const tag = { uploadId, ...(socketId ? { socketId } : {}) };
    const set = (stage: UploadStage) => this.live.set(uploadId, { userId, stage });
    let last = 0;
    return {
      bytes: (uploadedBytes, totalBytes) => {
        set({ stage: 'uploading', uploadedBytes, totalBytes });
        this.hub.emitToUser(userId, 'uploadProgress', { ...tag, uploadedBytes, totalBytes });
      },
      step: (index, percent) => {
        // Never backwards, whatever order the work reports in.
        last = Math.max(last, overall(index, percent));
        set({ stage: 'processing', progress: last, steps: stepsAt(index, percent) });
        const stage = PROCESSING_STEPS[index]?.name;
        this.hub.emitToUser(userId, 'uploadProgress', { ...tag, progress: last, stage });
      },
      fail: (reason, notify) => {
        set({ stage: 'failed', reason });
        setTimeout(() => this.live.delete(uploadId), FAILED_KEPT_MS).unref();
        if (notify) this.hub.emitToUser(userId, 'uploadError', { ...tag, error: reason });
      },
      settled: () => {
        this.live.delete(uploadId);
      },
      complete: (event) => {
        this.live.delete(uploadId);
        this.hub.emitToUser(userId, 'uploadComplete', { ...tag, ...event });
      },
    };
  }
}
