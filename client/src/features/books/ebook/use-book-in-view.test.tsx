import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBookInView } from './use-book-in-view';

/** A phone's window, and the book's box lying under its foot (its top at 500 px of 640). */
function phoneWithBookBelow() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: true, media: query }) as MediaQueryList,
  );
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(640);
  const node = document.createElement('div');
  node.getBoundingClientRect = () => ({ top: 500, bottom: 1100 }) as DOMRect;
  const scrolled = vi.fn();
  node.scrollIntoView = scrolled;
  return { root: { current: node }, scrolled };
}

describe('useBookInView', () => {
  afterEach(() => vi.restoreAllMocks());

  it('brings the book into view at the first place it shows, then only after a move', () => {
    const { root, scrolled } = phoneWithBookBelow();
    const { rerender, result } = renderHook(({ shown }) => useBookInView(root, shown), {
      initialProps: { shown: null as string | null },
    });
    // Nothing shown yet: nothing to bring into view.
    expect(scrolled).not.toHaveBeenCalled();
    // The book opens at its first place: the page above it may have moved it off the window.
    rerender({ shown: 'first page' });
    expect(scrolled).toHaveBeenCalledTimes(1);
    // A reader who scrolled up to Share is not pulled back by the same book reporting again.
    rerender({ shown: 'first page, again' });
    expect(scrolled).toHaveBeenCalledTimes(1);
    // A turn brings it back.
    result.current.moved();
    rerender({ shown: 'second page' });
    expect(scrolled).toHaveBeenCalledTimes(2);
  });
});
