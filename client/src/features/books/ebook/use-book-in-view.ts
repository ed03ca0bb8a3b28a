import { useCallback, type RefObject } from 'react';

/** The phone layout of ebook-reader.css: a touch screen no wider than 520 px. */
export const PHONE_READING = '(max-width: 520px) and (pointer: coarse)';

/**
 * On a phone the book and its bar fill the window under the site's bar, as an e-book app's page
 * does (ebook-reader.css), with the reader's title, Share and Save offline above them. The call
 * this returns scrolls the book there when it is not wholly in view: as the book opens, after the
 * reader turns or jumps, and on a tap in the middle of the page. Anywhere else it does nothing.
 */
export function useBookInView(root: RefObject<HTMLElement | null>) {
  return useCallback(() => {
    const node = root.current;
    if (!node || !window.matchMedia(PHONE_READING).matches) return;
    const box = node.getBoundingClientRect();
    // The site's bar is sticky: the book starts under it (its scroll-margin-top says how far).
    const under = parseFloat(getComputedStyle(node).scrollMarginTop) || 0;
    if (box.top >= under - 1 && box.bottom <= window.innerHeight + 1) return;
    node.scrollIntoView({ block: 'start' });
  }, [root]);
}
