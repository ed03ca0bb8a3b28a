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
  const view = {
    book: { sections: Array.from({ length: 10 }, () => ({})) },
    goTo,
    resolveNavigation: () => ({ index: 3 }),
  } as unknown as View;
  return { view, goTo };
}

function setup(view: View | null = null) {
  const keep = vi.fn();
  const hook = renderHook(
    (props: { aim?: EbookAim; remote?: string }) =>
      useEbookOpening(props.aim, keep, props.remote ?? null),
    { initialProps: {} },
  );
  if (view) act(() => hook.result.current.onView(view));
  return { keep, hook };
}

describe('the reflowable reader opened at a comment’s place', () => {
  it('keeps the reader’s own place until they turn a page', () => {
    const { keep, hook } = setup();
    act(() => hook.result.current.onOpening({ by: 'aim', back: MINE }));
    act(() => hook.result.current.onPlace(at(COMMENT)));
    // A new layout (the reading settings applied) reports a nearby passage: still not a move.
    act(() => hook.result.current.onPlace(at('epubcfi(/6/8!/4/2/10/1:0)')));
    expect(keep).not.toHaveBeenCalled();
    expect(hook.result.current.noteShown).toBe(true);

    act(() => hook.result.current.moveOn());
    expect(hook.result.current.noteShown).toBe(false);
    act(() => hook.result.current.onPlace(at('epubcfi(/6/10!/4/2)', 0.4)));
    expect(keep).toHaveBeenCalledWith('epubcfi(/6/10!/4/2)', 0.4);
  });

  it('keeps it once a swipe or a scroll takes the book elsewhere', () => {
    const { keep, hook } = setup();
    act(() => hook.result.current.onOpening({ by: 'aim', back: null }));
    act(() => hook.result.current.onPlace(at(COMMENT)));
    act(() => hook.result.current.onGesture());
    // Touched, but still there (a tap): nothing kept.
    act(() => hook.result.current.onPlace(at(COMMENT)));
    expect(keep).not.toHaveBeenCalled();
    act(() => hook.result.current.onPlace(at('epubcfi(/6/10!/4/2)', 0.5)));
    expect(keep).toHaveBeenCalledWith('epubcfi(/6/10!/4/2)', 0.5);
    expect(hook.result.current.noteShown).toBe(false);
  });

  it('keeps every place of a book opened where it was left', () => {
    const { keep, hook } = setup();
    act(() => hook.result.current.onOpening({ by: 'place', resumed: true }));
    act(() => hook.result.current.onPlace(at(MINE, 0.6)));
    expect(keep).toHaveBeenCalledWith(MINE, 0.6);
  });

  it('goes to a link followed while the book is open, back leading where the reader was', () => {
    const { view, goTo } = stubView();
    const { keep, hook } = setup(view);
    act(() => hook.result.current.onOpening({ by: 'place', resumed: false }));
    act(() => hook.result.current.onPlace(at(MINE)));
    expect(keep).toHaveBeenCalledTimes(1);

    hook.rerender({ aim: { cfi: COMMENT, key: 'k1' } });
    expect(goTo).toHaveBeenCalledWith(COMMENT);
    expect(hook.result.current.opening).toEqual({ by: 'aim', back: MINE });
    act(() => hook.result.current.onPlace(at(COMMENT)));
    expect(keep).toHaveBeenCalledTimes(1);

    // A second comment's place: back still leads where the reader was before the first.
    hook.rerender({ aim: { cfi: 'epubcfi(/6/14!/4/2)', key: 'k2' } });
    expect(hook.result.current.opening).toEqual({ by: 'aim', back: MINE });
  });

  it('leaves a comment’s place alone when another device’s place arrives, not an ordinary opening', () => {
    const { view, goTo } = stubView();
    const linked = setup(view);
    act(() => linked.hook.result.current.onOpening({ by: 'aim', back: MINE }, COMMENT));
    linked.hook.rerender({ remote: 'epubcfi(/6/20!/4/2)' });
    expect(goTo).not.toHaveBeenCalled();

    const plain = setup(view);
    act(() => plain.hook.result.current.onOpening({ by: 'place', resumed: false }, null));
    plain.hook.rerender({ remote: 'epubcfi(/6/20!/4/2)' });
    expect(goTo).toHaveBeenCalledWith('epubcfi(/6/20!/4/2)');
    expect(plain.hook.result.current.opening).toEqual({ by: 'place', resumed: true });
  });
});
