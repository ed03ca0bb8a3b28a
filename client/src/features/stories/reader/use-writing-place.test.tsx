import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { progressOf, recordProgress } from '../../../lib/playback/in-progress';
import { PLACE_KEEP_DELAY_MS, useWritingPlace } from './use-writing-place';

const id = 'c'.repeat(24);
const TEXT_HEIGHT = 3000;

/** The text's box: `top` is where it is in the window, as after scrolling by `-top`. */
function textAt(top: number): HTMLDivElement {
  const body = document.createElement('div');
  vi.spyOn(body, 'getBoundingClientRect').mockImplementation(
    () => ({ top, height: TEXT_HEIGHT, bottom: top + TEXT_HEIGHT }) as DOMRect,
  );
  return body;
}

function open(body: HTMLDivElement, title: string | undefined) {
  return renderHook(
    (props: { title: string | undefined }) =>
      useWritingPlace({ kind: 'story', id, title: props.title, body: { current: body } }),
    { initialProps: { title } },
  );
}

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  vi.stubGlobal('innerHeight', 1000);
  vi.stubGlobal('scrollY', 0);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a story’s remembered place', () => {
  it('is kept once scrolling stops, for the home page’s Continue row', () => {
    // 800 px down a text with 2,000 px to scroll through: 40 %.
    const { unmount } = open(textAt(-800), 'A long story');
    window.dispatchEvent(new Event('scroll'));
    expect(progressOf('story', id)).toBeUndefined();
    act(() => {
      vi.advanceTimersByTime(PLACE_KEEP_DELAY_MS);
    });
    expect(progressOf('story', id)).toMatchObject({ title: 'A long story', progress: 0.4 });
    unmount();
  });

  it('is not kept before the text has loaded, nor forgotten by opening at the top', () => {
    recordProgress({ kind: 'story', id, title: 'A long story', progress: 0.5 });
    const { unmount } = open(textAt(0), undefined);
    window.dispatchEvent(new Event('scroll'));
    act(() => {
      vi.advanceTimersByTime(PLACE_KEEP_DELAY_MS);
    });
    unmount();
    expect(progressOf('story', id)?.progress).toBe(0.5);
  });

  it('is where the story opens again, with Start over going back to the top', () => {
    recordProgress({ kind: 'story', id, title: 'A long story', progress: 0.5 });
    // The text starts 300 px down the page: half of its 2,000 px is 1,300 px from the top.
    const { result } = open(textAt(300), 'A long story');
    expect(scrollTo).toHaveBeenCalledWith({ top: 1300 });
    expect(result.current.resumedAt).toBe(50);

    act(() => result.current.startOver());
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0 });
    expect(result.current.resumedAt).toBeNull();
    expect(progressOf('story', id)).toBeUndefined();
  });

  it('leaves a position the browser restored (Back) where it is', () => {
    recordProgress({ kind: 'story', id, title: 'A long story', progress: 0.5 });
    vi.stubGlobal('scrollY', 640);
    const { result } = open(textAt(-340), 'A long story');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(result.current.resumedAt).toBeNull();
  });

  it('keeps the last scroll when the page is left before the delay', () => {
    const { unmount } = open(textAt(-1000), 'A long story');
    window.dispatchEvent(new Event('scroll'));
    unmount();
    expect(progressOf('story', id)?.progress).toBe(0.5);
  });
});
