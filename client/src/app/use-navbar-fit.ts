import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useServerRendered } from '../lib/page/server-data';

/**
 * The bar's layouts, roomiest first: `full` shows every entry in its row; `folded` keeps search,
 * the theme and the balance (or Sign In and Register) in the row and folds the links, the name and
 * Logout into the menu; `compact` (a phone) keeps only the brand, the theme and the menu button.
 */
export type NavbarLevel = 'full' | 'folded' | 'compact';

/** The class each level puts on the bar (the full row has none). */
export const LEVEL_CLASS: Record<NavbarLevel, string> = {
  full: '',
  folded: 'navbar-folded',
  compact: 'navbar-compact',
};

/** The class that switches the navigation bar to its phone layout. */
export const COMPACT_CLASS = LEVEL_CLASS.compact;

function firstGuess(): NavbarLevel {
  if (window.innerWidth < 640) return 'compact';
  return window.innerWidth < 1280 ? 'folded' : 'full';
}

function levelOf(bar: HTMLElement): NavbarLevel {
  if (bar.classList.contains(LEVEL_CLASS.compact)) return 'compact';
  return bar.classList.contains(LEVEL_CLASS.folded) ? 'folded' : 'full';
}

function setLevelClass(bar: HTMLElement, level: NavbarLevel) {
  // Writing the class, even the same one, restyles the bar: only when the level changes.
  if (levelOf(bar) === level) return;
  for (const name of Object.values(LEVEL_CLASS)) if (name) bar.classList.remove(name);
  if (LEVEL_CLASS[level]) bar.classList.add(LEVEL_CLASS[level]);
}

/**
 * Which layout of the navigation bar fits its row. No breakpoint can know that (names, balances,
 * fonts and languages differ), so the bar measures itself: it tries each level's class for one
 * synchronous layout (no paint in between) and keeps the roomiest whose row does not overflow,
 * folded first (a phone needs one layout), then full. It measures again whenever the bar's width or its content (a name, a balance, signing
 * in or out) changes. Decision 0061.
 */
export function useNavbarFit(
  header: RefObject<HTMLElement | null>,
  row: RefObject<HTMLElement | null>,
): NavbarLevel {
  const serverRendered = useServerRendered();
  // The server cannot measure: it renders the phone's bar (the first visit's likeliest screen),
  // and the measurement below picks the fitting level before the hydrated page paints.
  const [level, setLevel] = useState<NavbarLevel>(() =>
    serverRendered ? 'compact' : firstGuess(),
  );

  useLayoutEffect(() => {
    const bar = header.current;
    const inner = row.current;
    if (!bar || !inner) return;
    let frame = 0;
    const fits = (level: NavbarLevel) => {
      setLevelClass(bar, level);
      return inner.scrollWidth <= inner.clientWidth + 1;
    };
    /**
     * Measures and sets the level. From a frame of its own (`now`) the answer is drawn in that
     * frame: left to React's scheduler, a busy phone painted the old row, wider than the window,
     * for a frame or more after a resize (a journey read 1,082 px at 320 px). In the layout effect
     * React draws it before the first paint by itself.
     */
    const measure = (now: boolean) => {
      const rendered = levelOf(bar);
      // The full row holds all the folded row holds and more: where the folded one overflows (a
      // phone), the full one does too, and one layout settles it.
      const fitting: NavbarLevel = !fits('folded') ? 'compact' : fits('full') ? 'full' : 'folded';
      // Back to what React rendered; React skips the render when the answer did not change.
      setLevelClass(bar, rendered);
      if (now) flushSync(() => setLevel(fitting));
      else setLevel(fitting);
    };
    // Observers fire after layout, before paint; one measurement per frame is enough.
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => measure(true));
    };
    measure(false);
    // Without layout (tests in jsdom) there is nothing more to watch.
    if (typeof ResizeObserver === 'undefined') return;
    const resize = new ResizeObserver(schedule);
    resize.observe(inner);
    // The window's width too: a scrollbar coming or going changes it before the row notices.
    resize.observe(bar);
    const content = new MutationObserver(schedule);
    content.observe(inner, { subtree: true, childList: true, characterData: true });
    // lib.dom says every document has a FontFaceSet; jsdom's (the unit tests) has not.
    const doc: Partial<Pick<Document, 'fonts'>> = document;
    doc.fonts?.ready.then(schedule, () => {});
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      content.disconnect();
    };
  }, [header, row]);

  return level;
}
