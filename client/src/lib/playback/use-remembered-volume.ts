// lib/playback: what every player shares: media state, speed, volume, resume place, the handover.
import { useEffect, type RefObject } from 'react';

/** Not in docs/product.md: the listener's volume, kept for every video and track. */
export const VOLUME_KEY = 'inkreel:volume';

function storedVolume(): number | null {
  try {
    const value = Number(localStorage.getItem(VOLUME_KEY) ?? Number.NaN);
    return Number.isFinite(value) && value >= 0 && value <= 1 ? value : null;
  } catch {
    return null;
  }
}

/**
 * A player's volume (not its mute) starts where the listener last left it, on any video or
 * track, instead of at 100 % each time; each change is kept in localStorage.
 */
export function useRememberedVolume(ref: RefObject<HTMLMediaElement | null>, src: string): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const volume = storedVolume();
    if (volume !== null) el.volume = volume;
    const keep = () => {
      try {
        localStorage.setItem(VOLUME_KEY, String(el.volume));
      } catch {
        // Not kept across visits; the player still works.
      }
    };
    el.addEventListener('volumechange', keep);
    return () => el.removeEventListener('volumechange', keep);
  }, [ref, src]);
}
