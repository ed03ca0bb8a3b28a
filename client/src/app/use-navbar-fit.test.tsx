import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEVEL_CLASS, useNavbarFit } from './use-navbar-fit';

// jsdom has no layout: the row's widths are stubbed. Each level's row needs `need[level]` px; the
// row has `room` px. The phone layout always fits.
const NEEDS = { full: 1260, grouped: 1180, tight: 1000, folded: 600 };
let need = { ...NEEDS };
let room = 1000;
let onResize: () => void = () => {};

function Bar() {
  const header = useRef<HTMLElement>(null);
  const row = useRef<HTMLDivElement>(null);
  const level = useNavbarFit(header, row);
  return (
    <header ref={header} className={LEVEL_CLASS[level]} data-testid="bar">
      <div ref={row} data-testid="row" />
    </header>
  );
}

function renderBar() {
  const view = render(<Bar />);
  const bar = screen.getByTestId('bar');
  const row = screen.getByTestId('row');
  Object.defineProperty(row, 'clientWidth', { configurable: true, get: () => room });
  Object.defineProperty(row, 'scrollWidth', {
    configurable: true,
    get: () => {
      if (bar.classList.contains(LEVEL_CLASS.compact)) return room;
      const level =
        (['grouped', 'tight', 'folded'] as const).find((l) =>
          bar.classList.contains(LEVEL_CLASS[l]),
        ) ?? 'full';
      return Math.max(need[level], room);
    },
  });
  return { ...view, bar };
}

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        onResize = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => {
    run(0);
    return 1;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  need = { ...NEEDS };
  room = 1000;
});

describe('useNavbarFit', () => {
  it('groups Logout under the name first, then tightens, then folds the links, and goes to the phone layout last', () => {
    const { bar } = renderBar();
    const shown = () =>
      (Object.keys(LEVEL_CLASS) as (keyof typeof LEVEL_CLASS)[]).filter(
        (level) => LEVEL_CLASS[level] && bar.classList.contains(LEVEL_CLASS[level]),
      );
    for (const [width, level] of [
      [1300, []],
      [1200, ['grouped']],
      [1000, ['tight']],
      [900, ['folded']],
      [500, ['compact']],
    ] as const) {
      room = width;
      act(() => onResize());
      expect(shown(), `${width} px`).toEqual(level);
    }
  });

  it('opens again when the content gets shorter (a shorter name or balance)', () => {
    const { bar } = renderBar();
    room = 1200;
    act(() => onResize());
    expect(bar).toHaveClass(LEVEL_CLASS.grouped);
    need = { ...need, full: 1150 };
    act(() => onResize());
    expect(bar.className).toBe('');
  });

  it('leaves the class React rendered on the bar after measuring', () => {
    const { bar } = renderBar();
    act(() => onResize());
    const rendered = bar.className;
    room = 1001;
    act(() => onResize());
    expect(bar.className).toBe(rendered);
  });
});
