import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPACT_CLASS, useNavbarFit } from './use-navbar-fit';

// jsdom has no layout: the row's widths are stubbed. The full row needs `needed` px; it has
// `room` px. Compact, the row always fits.
let needed = 1100;
let room = 1000;
let onResize: () => void = () => {};

function Bar() {
  const header = useRef<HTMLElement>(null);
  const row = useRef<HTMLDivElement>(null);
  const compact = useNavbarFit(header, row);
  return (
    <header ref={header} className={compact ? COMPACT_CLASS : ''} data-testid="bar">
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
    get: () => (bar.classList.contains(COMPACT_CLASS) ? room : Math.max(needed, room)),
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
  needed = 1100;
  room = 1000;
});

describe('useNavbarFit', () => {
  it('collapses when the full row overflows and opens again when there is room', () => {
    const { bar } = renderBar();
    act(() => onResize());
    expect(bar).toHaveClass(COMPACT_CLASS);

    room = 1200;
    act(() => onResize());
    expect(bar).not.toHaveClass(COMPACT_CLASS);

    room = 1050;
    act(() => onResize());
    expect(bar).toHaveClass(COMPACT_CLASS);
  });

  it('opens again when the content gets shorter (a shorter name or balance)', () => {
    const { bar } = renderBar();
    act(() => onResize());
    expect(bar).toHaveClass(COMPACT_CLASS);
    needed = 900;
    act(() => onResize());
    expect(bar).not.toHaveClass(COMPACT_CLASS);
  });
});
