import { useEffect, useRef, useState } from 'react';
import type { MadeStoryboard } from './make-storyboard';

// Only a video on a provider with seek previews needs it: loaded then.
const loadMaker = () => import('./make-storyboard');

type Made = { for: File; storyboard: MadeStoryboard | null };

/**
 * Seek previews of the chosen video, made in the background as soon as it is chosen (null asks
 * for nothing). `ready` resolves with them, or null when the browser could not make them; the
 * upload then goes without.
 */
export function useStoryboardMaker(video: File | null) {
  const [made, setMade] = useState<Made | null>(null);
  // Read when the form is sent, never while rendering.
  const pending = useRef<{ for: File; promise: Promise<MadeStoryboard | null> } | null>(null);

  useEffect(() => {
    if (!video) return;
    const controller = new AbortController();
    const promise = loadMaker()
      .then(({ makeStoryboard }) => {
        controller.signal.throwIfAborted();
        return makeStoryboard(video, controller.signal);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('No seek previews could be made', error);
        return null;
      });
    pending.current = { for: video, promise };
    void promise.then((storyboard) => {
      if (!controller.signal.aborted) setMade({ for: video, storyboard });
    });
    return () => controller.abort();
  }, [video]);

  const current = made && made.for === video ? made : null;
  const note = !video
    ? null
    : !current
      ? 'Making seek previews from the video…'
      : current.storyboard
        ? `Seek previews: ${current.storyboard.frames} frames from the video, sent with it.`
        : 'Seek previews could not be made from this video; the seek bar will show the time alone.';
  const ready = (): Promise<MadeStoryboard | null> =>
    pending.current && pending.current.for === video
      ? pending.current.promise
      : Promise.resolve(null);
  return { note, ready };
}
