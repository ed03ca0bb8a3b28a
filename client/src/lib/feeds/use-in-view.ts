// lib/feeds: the endless feeds: batches merged by id, the next page asked once, random batches.
import { useEffect, useState, type RefObject } from 'react';

export interface InView {
  /** The element is within the viewport (plus the margin). */
  visible: boolean;
  /** Increments each time the element comes into view, so callers can react to every entry. */
  entries: number;
}

/**
 * Watches an element with an IntersectionObserver (no observer, e.g. in old browsers: never
 * visible). `once`: stops at the first entry, for a caller that only asks whether the element has
 * come near (its render then changes no more as the element scrolls in and out of view).
 */
export function useInView<T extends Element>(
  ref: RefObject<T | null>,
  rootMargin = '600px 0px',
  once = false,
): InView {
  const [state, setState] = useState<InView>({ visible: false, entries: 0 });

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (records) => {
        const last = records.at(-1);
        if (!last) return;
        if (once && last.isIntersecting) observer.disconnect();
        setState((prev) => {
          if (last.isIntersecting === prev.visible) return prev;
          return {
            visible: last.isIntersecting,
            entries: prev.entries + (last.isIntersecting ? 1 : 0),
          };
        });
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, once]);

  return state;
}
