import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LEVEL_CLASS,
  levelOf,
  roomiestFitting,
  useNavbarFit,
  type NavbarLevel,
} from './use-navbar-fit';

// jsdom has no layout: the row's widths are stubbed. Each level's row needs `need[level]` px; the
// row has `room` px. The phone layout always fits.
const NEEDS = { full: 1260, grouped: 1180, tight: 1000, narrow: 960, folded: 600 };
let need = { ...NEEDS };
let room = 1000;
/** Reports the size of everything observed, as the browser's ResizeObserver does. */
let onResize: () => void = () => {};
/** How many times the row was read for its overflow (one per level tried). */
let measured = 0;
/** The bar's `overflow` at each of those reads. */
let clipped: string[] = [];

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
  row.getBoundingClientRect = () => DOMRect.fromRect({ width: room, height: 60 });
  Object.defineProperty(row, 'scrollWidth', {
    configurable: true,
    get: () => {
      measured += 1;
      clipped.push(bar.style.overflow);
      const level = levelOf(bar);
      return level === 'compact' ? room : Math.max(need[level], room);
    },
  });
  return { ...view, bar };
}

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      targets: Element[] = [];
      constructor(callback: (entries: unknown[]) => void) {
        onResize = () =>
          callback(
            this.targets.map((target) => ({
              target,
              borderBoxSize: [{ inlineSize: target.getBoundingClientRect().width, blockSize: 0 }],
            })),
          );
      }
      observe(target: Element) {
        this.targets.push(target);
      }
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
  measured = 0;
  clipped = [];
  need = { ...NEEDS };
  room = 1000;
});

describe('roomiestFitting', () => {
  const ORDER: NavbarLevel[] = ['full', 'grouped', 'tight', 'narrow', 'folded', 'compact'];

  it('finds what trying every level in turn finds, from any start, trying fewer', () => {
    // Every row: the levels from `first` on fit (each holds less than the one before).
    for (const first of ORDER) {
      const fitting = (level: NavbarLevel) => ORDER.indexOf(level) >= ORDER.indexOf(first);
      for (const start of ORDER) {
        const tried: NavbarLevel[] = [];
        const found = roomiestFitting(start, (level) => {
          tried.push(level);
          return fitting(level);
        });
        expect(found, `from ${start}, ${first} fits`).toBe(first);
        expect(tried).not.toContain('compact');
        expect(tried.length).toBeLessThanOrEqual(5);
      }
    }
  });

  it("tries one level on a phone, where the phone's layout is the one that fits", () => {
    const tried: NavbarLevel[] = [];
    const found = roomiestFitting('compact', (level) => {
      tried.push(level);
      return false;
    });
    expect(found).toBe('compact');
    expect(tried).toEqual(['folded']);
  });
});

describe('useNavbarFit', () => {
  it('groups Logout under the name first, then tightens, then folds the links, and goes to the phone layout last', () => {
    const { bar } = renderBar();
    for (const [width, level, classes] of [
      [1300, 'full', ''],
      [1200, 'grouped', 'navbar-grouped'],
      [1000, 'tight', 'navbar-tight'],
      // A long name: cut short in the tight bar before the links fold.
      [970, 'narrow', 'navbar-tight navbar-narrow'],
      [900, 'folded', 'navbar-folded'],
      [500, 'compact', 'navbar-compact'],
    ] as const) {
      room = width;
      act(() => onResize());
      expect(levelOf(bar), `${width} px`).toBe(level);
      expect(bar.className, `${width} px`).toBe(classes);
    }
  });

  it('opens again when the content gets shorter (a shorter name or balance)', async () => {
    const { bar } = renderBar();
    room = 1200;
    act(() => onResize());
    expect(bar).toHaveClass(LEVEL_CLASS.grouped);
    need = { ...need, full: 1150 };
    // A shorter name: the row's text changes, not its width.
    await act(async () => {
      screen.getByTestId('row').textContent = 'Ada';
      await Promise.resolve();
    });
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

  it('measures again only for a width it has not measured', () => {
    const { bar } = renderBar();
    act(() => onResize());
    expect(bar).toHaveClass(LEVEL_CLASS.tight);
    const before = measured;
    // The first report of an observed element, or a row grown taller: the widths it measured.
    act(() => onResize());
    expect(measured).toBe(before);
    room = 1200;
    act(() => onResize());
    expect(measured).toBeGreaterThan(before);
    expect(bar).toHaveClass(LEVEL_CLASS.grouped);
  });

  it("measures a phone's bar once", () => {
    vi.stubGlobal('innerWidth', 412);
    const { bar } = renderBar();
    room = 380;
    measured = 0;
    act(() => onResize());
    expect(bar).toHaveClass(LEVEL_CLASS.compact);
    expect(measured).toBe(1);
  });

  it('clips the bar while it tries the levels, and only then', () => {
    // A level far wider than a phone's window, unclipped, widened the whole page for a moment.
    const { bar } = renderBar();
    room = 500;
    act(() => onResize());
    expect(clipped.length).toBeGreaterThan(0);
    expect(new Set(clipped)).toEqual(new Set(['hidden']));
    expect(bar.style.overflow).toBe('');
  });
});
