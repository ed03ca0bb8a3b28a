import { useEffect, useState, type RefObject } from 'react';

/**
 * The position of a player's media element, read from its own events: the captions, the
 * transcript and the chapters follow it without the player handing its state down.
 */
export function useMediaTime(media: RefObject<HTMLMediaElement | null>): number {
  const [time, setTime] = useState(0);
  useEffect(() => {
    const el = media.current;
    if (!el) return;
    const sync = () => setTime(el.currentTime);
    const events = ['timeupdate', 'seeked', 'seeking', 'loadedmetadata', 'emptied'];
    for (const name of events) el.addEventListener(name, sync);
    sync();
    return () => {
      for (const name of events) el.removeEventListener(name, sync);
    };
  }, [media]);
  return time;
}

/** Moves a player to `seconds` (a chapter, a transcript line), as its seek bar would. */
export function seekMedia(media: RefObject<HTMLMediaElement | null>, seconds: number): void {
  const el = media.current;
  if (!el || !Number.isFinite(seconds)) return;
  el.currentTime = Math.max(0, seconds);
}
