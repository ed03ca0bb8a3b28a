import { useCallback, useEffect, useRef, type RefObject } from 'react';

/** The phone layout of ebook-reader.css: a touch screen no wider than 520 px. */
export const PHONE_READING = '(max-width: 520px) and (pointer: coarse)';

/**
 * On a phone the book and its bar fill the window under the site's bar, as an e-book app's page
 * does (ebook-reader.css), with the reader's title, Share and Save offline above them. The book is
 * scrolled there by `show` when it is not wholly in view (as it opens, and on a tap in the middle of
 * the page), and once a place the reader moved to is `shown` (`moved` says a turn, a jump or a
 * swipe began), the first place shown included: the page above the book may still have been
 * settling when the book opened (a busy phone showed the book's top at the window's foot). Only then: a reader who scrolled up to Share is not pulled back. Elsewhere (a
 * wider or a mouse's window) nothing moves.
 */
export function useBookInView(root: RefObject<HTMLElement | null>, shown: unknown) {
  const show = useCallback(() => {
    const node = root.current;
    if (!node || !window.matchMedia(PHONE_READING).matches) return;
    const box = node.getBoundingClientRect();
    // The site's bar is sticky: the book starts under it (its scroll-margin-top says how far).
    const under = parseFloat(getComputedStyle(node).scrollMarginTop) || 0;
    if (box.top >= under - 1 && box.bottom <= window.innerHeight + 1) return;
    node.scrollIntoView({ block: 'start' });
  }, [root]);

  const moving = useRef(true);
  useEffect(() => {
    if (!moving.current || shown == null) return;
    moving.current = false;
    show();
  }, [shown, show]);
  const moved = useCallback(() => {
    moving.current = true;
  }, []);
  return { show, moved };
}
