import { useEffect, type RefObject } from 'react';

/**
 * Seeks to a shared link's start time (`?t=`) once the video's metadata is in. A time at or past
 * the end is no place in this video: it plays from the start instead.
 */
export function useStartAt(
  ref: RefObject<HTMLMediaElement | null>,
  src: string,
  startAt: number | undefined,
): void {
  useEffect(() => {
    const el = ref.current;
    if (!el || startAt === undefined) return;
    const seek = () => {
      if (Number.isFinite(el.duration) && startAt >= el.duration) return;
      el.currentTime = startAt;
    };
    if (el.readyState >= HTMLMediaElement.HAVE_METADATA) {
      seek();
      return;
    }
    el.addEventListener('loadedmetadata', seek, { once: true });
    return () => el.removeEventListener('loadedmetadata', seek);
  }, [ref, src, startAt]);
}
