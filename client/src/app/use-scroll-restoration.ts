import { useEffect, useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'inkreel-scroll-positions';

/** Scroll positions by history entry (location.key), kept across reloads of the tab. */
function readPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

const positions = readPositions();

function persist(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or blocked: positions still work within this page's life.
  }
}

/**
 * docs/product.md section 2: a new page starts at the top; Back and Forward return to where that entry
 * was. React Router's <ScrollRestoration> needs its data router (about 18 KB of gzipped script on
 * every page); this is the part of it the app uses (docs/decisions/0180).
 */
export function useScrollRestoration(): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', persist);
    return () => window.removeEventListener('pagehide', persist);
  }, []);

  useLayoutEffect(() => {
    // The last scroll event's position: read once the next page is in the DOM, scrollY may
    // already be clamped to that page's (shorter) height.
    let last: number | undefined;
    const onScroll = () => {
      last = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    const saved = positions[key];
    window.scrollTo(0, navigationType === NavigationType.Pop && saved !== undefined ? saved : 0);
    return () => {
      window.removeEventListener('scroll', onScroll);
      positions[key] = last ?? window.scrollY;
    };
  }, [key, navigationType]);
}
