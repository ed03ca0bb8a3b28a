import { useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router';

const PREFIX = 'scroll:';
const MAX_FRAMES = 30;

function readSaved(key: string): number | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    const value = raw === null ? NaN : Number(raw);
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function save(key: string, y: number): void {
  try {
    sessionStorage.setItem(PREFIX + key, String(Math.round(y)));
  } catch {
    // Storage may be unavailable (privacy modes): restoring is a nicety, not a requirement.
  }
}

/**
 * Remembers a list's scroll position per key and restores it when the user comes back with the
 * browser's back/forward (a POP navigation). New visits keep the app's scroll-to-top behaviour.
 * `ready` is true once the restored items are rendered, so there is room to scroll to.
 */
export function useScrollRestoration(key: string, ready: boolean): void {
  const navigationType = useNavigationType();
  // Read once on mount: later scroll events (the app's scroll-to-top) must not overwrite it.
  const target = useRef(navigationType === 'POP' ? readSaved(key) : null);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => save(key, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [key]);

  useEffect(() => {
    const y = target.current;
    if (!ready || y === null) return;
    target.current = null;
    let frames = 0;
    let handle = 0;
    // Retried over a few frames: the layout's scroll-to-top runs after this page's effects,
    // and the document may need a frame or two to grow tall enough.
    const attempt = () => {
      window.scrollTo(0, y);
      frames += 1;
      if (Math.abs(window.scrollY - y) > 2 && frames < MAX_FRAMES) {
        handle = requestAnimationFrame(attempt);
      }
    };
    handle = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(handle);
  }, [ready]);
}
