import { useLayoutEffect, useState, type RefObject } from 'react';

/** The class that switches the navigation bar to its collapsible menu. */
export const COMPACT_CLASS = 'navbar-compact';

/**
 * Whether the full navigation bar fits its row. No breakpoint can know that (names, balances,
 * fonts and languages differ), so the bar measures itself: with the compact class taken off for
 * one synchronous layout (no paint in between), does its row overflow? It measures again whenever
 * the bar's width or its content (a name, a balance, signing in or out) changes.
 */
export function useNavbarFit(
  header: RefObject<HTMLElement | null>,
  row: RefObject<HTMLElement | null>,
) {
  const [compact, setCompact] = useState(() => window.innerWidth < 960);

  useLayoutEffect(() => {
    const bar = header.current;
    const inner = row.current;
    if (!bar || !inner) return;
    let frame = 0;
    const measure = () => {
      const wasCompact = bar.classList.contains(COMPACT_CLASS);
      bar.classList.remove(COMPACT_CLASS);
      const fits = inner.scrollWidth <= inner.clientWidth + 1;
      if (wasCompact) bar.classList.add(COMPACT_CLASS);
      // React skips the render when the answer did not change.
      setCompact(!fits);
    };
    // Observers fire after layout, before paint; one measurement per frame is enough.
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    measure();
    // Without layout (tests in jsdom) there is nothing more to watch.
    if (typeof ResizeObserver === 'undefined') return;
    const resize = new ResizeObserver(schedule);
    resize.observe(inner);
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

  return compact;
}
