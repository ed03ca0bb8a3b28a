import { useEffect, type RefObject } from 'react';

/**
 * Starts playback as soon as the source is set: first with sound, and when the browser's
 * autoplay policy refuses that (play() rejects with NotAllowedError), muted.
 */
export function useAutoplay(ref: RefObject<HTMLMediaElement | null>, src: string): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let cancelled = false;
    el.play().catch((error: unknown) => {
      if (cancelled || (error as Error).name !== 'NotAllowedError') return;
      el.muted = true;
      el.play().catch((retry: unknown) => console.warn('Muted autoplay was refused too', retry));
    });
    return () => {
      cancelled = true;
    };
  }, [ref, src]);
}
