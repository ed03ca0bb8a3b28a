import { useCallback, useSyncExternalStore, type RefObject } from 'react';

const MOVES = ['timeupdate', 'seeked', 'seeking', 'loadedmetadata', 'emptied'];

/**
 * What `pick` makes of a player's position (the line or chapter playing), read from its media
 * element's own events: the captions, the transcript and the chapters follow it without the player
 * handing its state down. A part redraws only when what it picked changes (a new line, a new
 * chapter), not at each of the element's four or so time updates a second.
 */
export function useMediaMoment<T>(
  media: RefObject<HTMLMediaElement | null>,
  pick: (seconds: number) => T,
): T {
  const subscribe = useCallback(
    (moved: () => void) => {
      const el = media.current;
      if (!el) return () => undefined;
      for (const name of MOVES) el.addEventListener(name, moved);
      return () => {
        for (const name of MOVES) el.removeEventListener(name, moved);
      };
    },
    [media],
  );
  return useSyncExternalStore(
    subscribe,
    () => pick(media.current?.currentTime ?? 0),
    () => pick(0),
  );
}

/** The position itself, in seconds (a part that shows something at each moment, as captions do). */
export function useMediaTime(media: RefObject<HTMLMediaElement | null>): number {
  return useMediaMoment(media, (seconds) => seconds);
}

/** Moves a player to `seconds` (a chapter, a transcript line), as its seek bar would. */
export function seekMedia(media: RefObject<HTMLMediaElement | null>, seconds: number): void {
  const el = media.current;
  if (!el || !Number.isFinite(seconds)) return;
  el.currentTime = Math.max(0, seconds);
}
