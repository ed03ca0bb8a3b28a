import { useEffect, type RefObject } from 'react';

/**
 * Starts the video at a shared link's start time (`?t=`). Set at once, before the metadata is in,
 * it is the element's default start position, so playback never begins at 0 first (seeking on
 * `loadedmetadata` raced the autoplay on a busy machine). A time at or past the end is no place
 * in this video: it plays from the start instead.
 */
export function useStartAt(
  ref: RefObject<HTMLMediaElement | null>,
  src: string,
  startAt: number | undefined,
): void {
  useEffect(() => {
    const el = ref.current;
    if (!el || startAt === undefined) return;
    const check = () => {
      if (Number.isFinite(el.duration) && startAt >= el.duration) el.currentTime = 0;
    };
    el.currentTime = startAt;
    if (el.readyState >= HTMLMediaElement.HAVE_METADATA) {
      check();
      return;
    }
    el.addEventListener('loadedmetadata', check, { once: true });
    return () => el.removeEventListener('loadedmetadata', check);
  }, [ref, src, startAt]);
}
