// lib/frames: frames taken from a video in the browser, offered as its thumbnail.
import { useCallback, useEffect, useState } from 'react';
import { chosenFrame, type PosterFrame } from './poster-frames';

// Only a video that needs a thumbnail needs it: loaded then, not with the page.
const loadGrabFrames = () => import('./grab-frames');

export type PosterStatus = 'none' | 'loading' | 'ready' | 'failed';

/** A chosen video file, or the URL of a video already on the provider. */
export type FrameSource = File | string;

interface Taken {
  for: FrameSource;
  status: 'ready' | 'failed';
  frames: PosterFrame[];
}

/**
 * Candidate thumbnails taken from `video` itself (issue 34; issue 52 for a video already
 * uploaded), the first chosen until another is picked. `null` asks for nothing.
 */
export function useVideoFrames(video: FrameSource | null) {
  const [taken, setTaken] = useState<Taken | null>(null);
  const [selected, setSelected] = useState({ for: null as FrameSource | null, index: 0 });

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
  return { status, frames, selected: index, select, chosen: chosenFrame(frames, index) };
}
