import { useCallback, useEffect, useState } from 'react';
import { chosenFrame, posterFile, type PosterFrame } from '../model/poster-frames';
import type { UploadFormState } from '../model/form-state';

// Only a video without a thumbnail needs it: loaded then, not with the page.
const loadGrabFrames = () => import('./grab-frames');

export type PosterStatus = 'none' | 'loading' | 'ready' | 'failed';

interface Taken {
  for: File;
  status: 'ready' | 'failed';
  frames: PosterFrame[];
}

/**
 * Candidate thumbnails for a video uploaded without one (issue 34): frames of `video` itself,
 * the first chosen until another is picked. `null` (another type, or an image was chosen) asks
 * for nothing.
 */
export function usePosterFrames(video: File | null) {
  const [taken, setTaken] = useState<Taken | null>(null);
  const [selected, setSelected] = useState({ for: null as File | null, index: 0 });

  useEffect(() => {
    if (!video) return;
    const controller = new AbortController();
    loadGrabFrames()
      .then(({ grabFrames }) => {
        // Another video (or none) may have been chosen while the code loaded.
        controller.signal.throwIfAborted();
        return grabFrames(video, controller.signal);
      })
      .then(
        (frames) => setTaken({ for: video, status: 'ready', frames }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // The provider makes its own title card then; the form says so.
          console.warn('No frames could be taken from the video', error);
          setTaken({ for: video, status: 'failed', frames: [] });
        },
      );
    return () => controller.abort();
  }, [video]);

  const current = video && taken?.for === video ? taken : null;
  const status: PosterStatus = !video ? 'none' : (current?.status ?? 'loading');
  const frames = current?.frames ?? [];
  // A new video starts again at its first frame.
  const index = selected.for === video ? selected.index : 0;
  const select = useCallback((i: number) => setSelected({ for: video, index: i }), [video]);

  /** The form as it is sent: with the chosen frame as its thumbnail when it has no image. */
  const withPoster = (form: UploadFormState): UploadFormState => {
    const frame = chosenFrame(frames, index);
    if (form.type !== 'video' || form.image || !form.file || !frame) return form;
    return { ...form, image: posterFile(frame, form.file.name) };
  };

  return { status, frames, selected: index, select, withPoster };
}
