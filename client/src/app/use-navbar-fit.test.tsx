import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEVEL_CLASS, useNavbarFit } from './use-navbar-fit';

// jsdom has no layout: the row's widths are stubbed. The full row needs `needed` px, the folded
// one (links, name and Logout in the menu) `neededFolded` px; the row has `room` px. The phone
// layout always fits.
let needed = 1260;
let neededFolded = 600;
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
      return Math.max(bar.classList.contains(LEVEL_CLASS.folded) ? neededFolded : needed, room);
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
  needed = 1260;
  neededFolded = 600;
  room = 1000;
});

describe('useNavbarFit', () => {
  it('folds the links into the menu first, and goes to the phone layout only when even that overflows', () => {
    const { bar } = renderBar();
    act(() => onResize());
    // 1000 px: the full row does not fit, the folded one (search and balance in view) does.
    expect(bar).toHaveClass(LEVEL_CLASS.folded);
    expect(bar).not.toHaveClass(LEVEL_CLASS.compact);

    room = 1300;
    act(() => onResize());
    expect(bar).not.toHaveClass(LEVEL_CLASS.folded);
    expect(bar).not.toHaveClass(LEVEL_CLASS.compact);

    room = 500;
    act(() => onResize());
    expect(bar).toHaveClass(LEVEL_CLASS.compact);
    expect(bar).not.toHaveClass(LEVEL_CLASS.folded);
  });

  it('opens again when the content gets shorter (a shorter name or balance)', () => {
    const { bar } = renderBar();
    act(() => onResize());
    expect(bar).toHaveClass(LEVEL_CLASS.folded);
    needed = 900;
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
