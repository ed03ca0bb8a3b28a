import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createResizeTracker } from './resize-tracker';

describe('createResizeTracker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports once, 250 ms after the last resize event', () => {
    const widths: number[] = [];
    const tracker = createResizeTracker(1000, (w) => widths.push(w));
    tracker.resized(900);
    vi.advanceTimersByTime(200);
    tracker.resized(800);
    vi.advanceTimersByTime(249);
    expect(widths).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(widths).toEqual([800]);
  });

  it('ignores changes of 10 px or less, measured from the last reported width', () => {
    const widths: number[] = [];
    const tracker = createResizeTracker(1000, (w) => widths.push(w));
    tracker.resized(1010);
    vi.advanceTimersByTime(250);
    tracker.resized(1008);
    vi.advanceTimersByTime(250);
    expect(widths).toEqual([]);
    tracker.resized(1011);
    vi.advanceTimersByTime(250);
    expect(widths).toEqual([1011]);
    tracker.resized(1020);
    vi.advanceTimersByTime(250);
    expect(widths).toEqual([1011]);
  });

  it('drops a pending report when disposed', () => {
    const widths: number[] = [];
    const tracker = createResizeTracker(1000, (w) => widths.push(w));
    tracker.resized(500);
    tracker.dispose();
    vi.advanceTimersByTime(1000);
    expect(widths).toEqual([]);
  });
});
