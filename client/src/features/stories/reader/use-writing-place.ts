import { useCallback, useEffect, useState, type RefObject } from 'react';
import {
  forgetProgress,
  IN_PROGRESS_MAX,
  IN_PROGRESS_MIN,
  progressOf,
  recordProgress,
} from '../../../lib/playback/in-progress';
import { progressThrough } from './reading-progress';

/** How long scrolling must stop before the place is kept. */
export const PLACE_KEEP_DELAY_MS = 400;

interface Options {
  kind: 'story' | 'poem';
  id: string;
  /** Known once the text has loaded: nothing is restored or kept before. */
  title: string | undefined;
  /** The text: how far through it the window is, is the place. */
  body: RefObject<HTMLElement | null>;
}

/** How far through `body` the window is, 0 to 1. */
function placeIn(body: HTMLElement): number {
  const rect = body.getBoundingClientRect();
  return progressThrough(rect.top, rect.height, window.innerHeight) / 100;
}

/**
 * A story's or a poem's remembered place (docs/product.md section 10, "Continue"): how far through
 * its text the reader scrolled, kept in this browser's in-progress list, so the home page's
 * Continue row lists it with "N% read". Opening it again scrolls back there, unless the router
 * already restored a position (Back); `resumedAt` (a percentage) is then shown with Start over.
 */
export function useWritingPlace({ kind, id, title, body }: Options) {
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const loaded = title !== undefined;

  useEffect(() => {
    const el = body.current;
    if (!loaded || !el) return;
    const kept = progressOf(kind, id);
    // Back restores its own position; a place too near either end is not worth a jump.
    if (!kept || window.scrollY > 8) return;
    if (kept.progress < IN_PROGRESS_MIN || kept.progress > IN_PROGRESS_MAX) return;
    const rect = el.getBoundingClientRect();
    const scrollable = rect.height - window.innerHeight;
    if (scrollable <= 0) return;
    window.scrollTo({ top: rect.top + window.scrollY + kept.progress * scrollable });
    // The place is in this browser's storage and depends on the window's layout, both unknown to
    // the server's HTML: the note can only be drawn once the page has hydrated and measured.
    // oxlint-disable-next-line react/set-state-in-effect
    setResumedAt(Math.round(kept.progress * 100));
  }, [body, id, kind, loaded]);

  useEffect(() => {
    if (title === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const keep = () => {
      clearTimeout(timer);
      timer = undefined;
      const el = body.current;
      if (el) recordProgress({ kind, id, title, progress: placeIn(el) });
    };
    // Only a scroll moves the place: opening the page at its top forgets nothing.
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(keep, PLACE_KEEP_DELAY_MS);
    };
    // Leaving (another page, or closing the tab) while the last scroll waits keeps it now.
    const onLeave = () => {
      if (timer !== undefined) keep();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onLeave);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onLeave);
      onLeave();
    };
  }, [body, id, kind, title]);

  const startOver = useCallback(() => {
    forgetProgress(kind, id);
    setResumedAt(null);
    window.scrollTo({ top: 0 });
  }, [id, kind]);

  return { resumedAt, startOver };
}
