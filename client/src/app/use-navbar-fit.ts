import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useServerRendered } from '../lib/page/server-rendered';

/**
 * The bar's layouts, roomiest first: `full` shows every entry in its row, the search field at
 * least 240 px wide; `grouped` keeps the links, that search and the balance, and groups Logout
 * under the name (a button with a menu of its own); `tight` is grouped with less room around the
 * links, a narrower search and the brand's logo alone, so the links stay down to 1024 px;
 * `narrow` is tight with a long name cut short (its button's title and label say it whole), so a
 * longer name than the demo's does not fold the links at 1024 px; `folded` keeps search, the theme and the balance (or Sign In and Register) in the row and folds
 * the links, the name and Logout into the menu; `compact` (a phone) keeps only the brand, the
 * theme and the menu button.
 */
export type NavbarLevel = 'full' | 'grouped' | 'tight' | 'narrow' | 'folded' | 'compact';

/** The classes each level puts on the bar (the full row has none; `narrow` is tight and more). */
export const LEVEL_CLASS: Record<NavbarLevel, string> = {
  full: '',
  grouped: 'navbar-grouped',
  tight: 'navbar-tight',
  narrow: 'navbar-tight navbar-narrow',
  folded: 'navbar-folded',
  compact: 'navbar-compact',
};

/** Roomiest first: the order the bar tries them in. */
const LEVELS: readonly NavbarLevel[] = ['full', 'grouped', 'tight', 'narrow', 'folded', 'compact'];

/** The class that switches the navigation bar to its phone layout. */
export const COMPACT_CLASS = LEVEL_CLASS.compact;

function firstGuess(): NavbarLevel {
  if (window.innerWidth < 640) return 'compact';
  if (window.innerWidth < 1000) return 'folded';
  return window.innerWidth < 1240 ? 'tight' : 'grouped';
}

const classesOf = (level: NavbarLevel): string[] => LEVEL_CLASS[level].split(' ').filter(Boolean);

/** The level whose classes the bar has, the one with most classes first (`narrow` before `tight`). */
export function levelOf(bar: Element): NavbarLevel {
  const byClasses = [...LEVELS].sort((a, b) => classesOf(b).length - classesOf(a).length);
  return (
    byClasses.find((level) => {
      const names = classesOf(level);
      return names.length > 0 && names.every((name) => bar.classList.contains(name));
    }) ?? 'full'
  );
}

function setLevelClass(bar: HTMLElement, level: NavbarLevel) {
  // Writing the class, even the same one, restyles the bar: only when the level changes.
  if (levelOf(bar) === level) return;
  for (const other of LEVELS) bar.classList.remove(...classesOf(other));
  bar.classList.add(...classesOf(level));
}

/**
 * The roomiest level that fits, trying as few as it can: each level holds in its row all the next
 * one holds and more, so the ones that fit are the narrowest few. From the window's likeliest
 * level it goes up while the roomier one fits, or down until one fits; the phone layout always
 * fits, untried. A phone loading a page tries one level (it tried five, each a layout of the whole
 * page: about 30 ms at Lighthouse's 4× throttling).
 */
export function roomiestFitting(
  start: NavbarLevel,
  fits: (level: NavbarLevel) => boolean,
): NavbarLevel {
  const last = LEVELS.length - 1;
  const fitsAt = (index: number) => index === last || fits(LEVELS[index] ?? 'compact');
  let index = LEVELS.indexOf(start);
  if (fitsAt(index)) {
    while (index > 0 && fitsAt(index - 1)) index -= 1;
  } else {
    do index += 1;
    while (!fitsAt(index));
  }
  return LEVELS[index] ?? 'compact';
}

/** An observed element's border-box width in whole pixels, as the measurement records it. */
function widthOf(entry: ResizeObserverEntry): number {
  return Math.round(entry.borderBoxSize[0]?.inlineSize ?? -1);
}

/**
 * Which layout of the navigation bar fits its row. No breakpoint can know that (names, balances,
 * fonts and languages differ), so the bar measures itself: it tries each level's class for one
 * synchronous layout (no paint in between), roomiest first, and keeps the first whose row does not
 * overflow; the phone layout always fits. It measures again whenever the bar's width or its
 * content (a name, a balance, signing in or out) changes. Decision 0061.
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
    /** The widths (border box, whole pixels) of the bar and its row at the last measurement. */
    const seen = new Map<Element, number>();
    // The row's content box: an entry running into the row's padding overflows too (the browser
    // counts no padding in scrollWidth, so that alone lets the last entry sit on the edge).
    const fits = (level: NavbarLevel) => {
      setLevelClass(bar, level);
      if (inner.scrollWidth > inner.clientWidth + 1) return false;
      const edge =
        inner.getBoundingClientRect().right - parseFloat(getComputedStyle(inner).paddingRight);
      return [...inner.children].every((entry) => entry.getBoundingClientRect().right <= edge + 1);
    };
    /**
     * Measures and sets the level. From a frame of its own (`now`) the answer is drawn in that
     * frame: left to React's scheduler, a busy phone painted the old row, wider than the window,
     * for a frame or more after a resize (a journey read 1,082 px at 320 px). In the layout effect
     * React draws it before the first paint by itself.
     */
    const measure = (now: boolean) => {
      const rendered = levelOf(bar);
      // A level tried on a phone is far wider than the window. Clipped at the bar, it widens
      // nothing else: unclipped, a phone's browser widened the whole page to hold it for that
      // moment, the page grew shorter, and the scroll position was cut to its end (a phone
      // switching the theme far down a video page was sent back up 756 px).
      const overflow = bar.style.getPropertyValue('overflow');
      bar.style.setProperty('overflow', 'hidden');
      const fitting = roomiestFitting(firstGuess(), fits);
      // Back to what React rendered; React skips the render when the answer did not change.
      setLevelClass(bar, rendered);
      if (overflow) bar.style.setProperty('overflow', overflow);
      else bar.style.removeProperty('overflow');
      for (const el of [bar, inner]) seen.set(el, Math.round(el.getBoundingClientRect().width));
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
    // Only a width the last measurement did not see calls for another: the first report of an
    // observed element is the size it already had, and a row growing taller fits as it did.
    // Measuring again on those cost a loading phone two more rounds of forced layouts.
    const resize = new ResizeObserver((entries) => {
      if (entries.some((entry) => widthOf(entry) !== seen.get(entry.target))) schedule();
    });
    resize.observe(inner);
    // The window's width too: a scrollbar coming or going changes it before the row notices.
    resize.observe(bar);
    const content = new MutationObserver(schedule);
    content.observe(inner, { subtree: true, childList: true, characterData: true });
    // Web fonts still loading will change the row's widths; fonts already in (or none) will not.
    // lib.dom says every document has a FontFaceSet; jsdom's (the unit tests) has not.
    const doc: Partial<Pick<Document, 'fonts'>> = document;
    if (doc.fonts?.status === 'loading') doc.fonts.ready.then(schedule, () => {});
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      content.disconnect();
    };
  }, [header, row]);

  return level;
}
