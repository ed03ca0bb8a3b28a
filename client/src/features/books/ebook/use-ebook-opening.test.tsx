import { act, renderHook } from '@testing-library/react';
import type { View } from 'foliate-js/view.js';
import { describe, expect, it, vi } from 'vitest';
import type { EbookAim } from './ebook-aim';
import { useEbookOpening } from './use-ebook-opening';
import type { EbookPlace } from './use-foliate-view';

const at = (cfi: string, fraction = 0.3): EbookPlace => ({
  cfi,
  fraction,
  chapter: undefined,
  chapterHref: undefined,
  minutesLeft: undefined,
});
const COMMENT = 'epubcfi(/6/8!/4/2/10/1:42)';
const MINE = 'epubcfi(/6/12!/4/2/4/1:0)';

/** The view as the hook uses it: a book of ten sections, every place in its fourth. */
function stubView() {
  const goTo = vi.fn(() => Promise.resolve());
  const foliate = {
    book: { sections: Array.from({ length: 10 }, () => ({})) },
    goTo,
    resolveNavigation: () => ({ index: 3 }),
  } as unknown as View;
  return { foliate, goTo };
}

function setup(foliate: View | null = null) {
  const keep = vi.fn();
  const view = renderHook(
    (props: { aim?: EbookAim; remote?: string }) =>
      useEbookOpening(props.aim, keep, props.remote ?? null),
    { initialProps: {} },
  );
  if (foliate) act(() => view.result.current.onView(foliate));
  return { keep, view };
}

describe('the reflowable reader opened at a comment’s place', () => {
  it('keeps the reader’s own place until they turn a page', () => {
    const { keep, view } = setup();
    act(() => view.result.current.onOpening({ by: 'aim', back: MINE }));
    act(() => view.result.current.onPlace(at(COMMENT)));
    // A new layout (the reading settings applied) reports a nearby passage: still not a move.
    act(() => view.result.current.onPlace(at('epubcfi(/6/8!/4/2/10/1:0)')));
    expect(keep).not.toHaveBeenCalled();
    expect(view.result.current.noteShown).toBe(true);

    act(() => view.result.current.moveOn());
    expect(view.result.current.noteShown).toBe(false);
    act(() => view.result.current.onPlace(at('epubcfi(/6/10!/4/2)', 0.4)));
    expect(keep).toHaveBeenCalledWith('epubcfi(/6/10!/4/2)', 0.4);
  });

  it('keeps it once a swipe or a scroll takes the book elsewhere', () => {
    const { keep, view } = setup();
    act(() => view.result.current.onOpening({ by: 'aim', back: null }));
    act(() => view.result.current.onPlace(at(COMMENT)));
    act(() => view.result.current.onGesture());
    // Touched, but still there (a tap): nothing kept.
    act(() => view.result.current.onPlace(at(COMMENT)));
    expect(keep).not.toHaveBeenCalled();
    act(() => view.result.current.onPlace(at('epubcfi(/6/10!/4/2)', 0.5)));
    expect(keep).toHaveBeenCalledWith('epubcfi(/6/10!/4/2)', 0.5);
    expect(view.result.current.noteShown).toBe(false);
  });

  it('keeps nothing of a book opened at its start until the reader moves', () => {
    const { keep, view } = setup();
    act(() => view.result.current.onOpening({ by: 'place', resumed: false }));
    // The first page (a title page counted as 13% of the book): not the reader's place yet.
    act(() => view.result.current.onPlace(at(MINE, 0.13)));
    expect(keep).not.toHaveBeenCalled();
    act(() => view.result.current.moveOn());
    act(() => view.result.current.onPlace(at('epubcfi(/6/4!/4/2)', 0.2)));
    expect(keep).toHaveBeenCalledWith('epubcfi(/6/4!/4/2)', 0.2);
  });

  it('keeps every place of a book opened where it was left', () => {
    const { keep, view } = setup();
    act(() => view.result.current.onOpening({ by: 'place', resumed: true }));
    act(() => view.result.current.onPlace(at(MINE, 0.6)));
    expect(keep).toHaveBeenCalledWith(MINE, 0.6);
  });

  it('goes to a link followed while the book is open, back leading where the reader was', () => {
    const { foliate, goTo } = stubView();
    const { keep, view } = setup(foliate);
    act(() => view.result.current.onOpening({ by: 'place', resumed: false }));
    act(() => view.result.current.onPlace(at(MINE)));

    view.rerender({ aim: { cfi: COMMENT, key: 'k1' } });
    expect(goTo).toHaveBeenCalledWith(COMMENT);
    expect(view.result.current.opening).toEqual({ by: 'aim', back: MINE });
    act(() => view.result.current.onPlace(at(COMMENT)));
    expect(keep).not.toHaveBeenCalled();

    // A second comment's place: back still leads where the reader was before the first.
    view.rerender({ aim: { cfi: 'epubcfi(/6/14!/4/2)', key: 'k2' } });
    expect(view.result.current.opening).toEqual({ by: 'aim', back: MINE });
  });

  it('leaves a comment’s place alone when another device’s place arrives, not an ordinary opening', () => {
    const { foliate, goTo } = stubView();
    const linked = setup(foliate);
    act(() => linked.view.result.current.onOpening({ by: 'aim', back: MINE }, COMMENT));
    linked.view.rerender({ remote: 'epubcfi(/6/20!/4/2)' });
    expect(goTo).not.toHaveBeenCalled();

    const plain = setup(foliate);
    act(() => plain.view.result.current.onOpening({ by: 'place', resumed: false }, null));
    plain.view.rerender({ remote: 'epubcfi(/6/20!/4/2)' });
    expect(goTo).toHaveBeenCalledWith('epubcfi(/6/20!/4/2)');
    expect(plain.view.result.current.opening).toEqual({ by: 'place', resumed: true });
  });
});
