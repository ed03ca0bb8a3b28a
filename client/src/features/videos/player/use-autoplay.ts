import { useEffect, useState, type RefObject } from 'react';

/**
 * Starts playback as soon as the source is set: first with sound, and when the browser's
 * autoplay policy refuses that (play() rejects with NotAllowedError), muted. Says whether the
 * browser's policy is why it plays muted, so the player can offer to turn the sound on.
 */
export function useAutoplay(ref: RefObject<HTMLMediaElement | null>, src: string): boolean {
  const [mutedByPolicy, setMutedByPolicy] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let cancelled = false;
    setMutedByPolicy(false);
    el.play().catch((error: unknown) => {
      if (cancelled || (error as Error).name !== 'NotAllowedError') return;
      el.muted = true;
      setMutedByPolicy(true);
      el.play().catch((retry: unknown) => console.warn('Muted autoplay was refused too', retry));
    });
    return () => {
      cancelled = true;
    };
  }, [ref, src]);
  return mutedByPolicy;
}
