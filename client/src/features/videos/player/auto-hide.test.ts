import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTROLS_HIDE_DELAY_MS, createAutoHide } from './auto-hide';

describe('createAutoHide', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup() {
    const changes: boolean[] = [];
    const hide = createAutoHide((visible) => changes.push(visible));
    return { hide, changes };
  }

  it('uses the 2000 ms of docs/product.md', () => {
    expect(CONTROLS_HIDE_DELAY_MS).toBe(2000);
  });

  it('hides the controls 2000 ms after playback starts', () => {
    const { hide, changes } = setup();
    hide.setPlaying(true);
    vi.advanceTimersByTime(1999);
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([false]);
  });

  it('shows them on mouse movement and hides again 2000 ms after the last move', () => {
    const { hide, changes } = setup();
    hide.setPlaying(true);
    vi.advanceTimersByTime(2000);
    hide.poke();
    expect(changes).toEqual([false, true]);
    vi.advanceTimersByTime(1500);
    hide.poke();
    vi.advanceTimersByTime(1500);
    expect(changes).toEqual([false, true]);
    vi.advanceTimersByTime(500);
    expect(changes).toEqual([false, true, false]);
  });

  it('never hides while paused, and pausing brings them back', () => {
    const { hide, changes } = setup();
    hide.poke();
    vi.advanceTimersByTime(10_000);
    expect(changes).toEqual([]);
    hide.setPlaying(true);
    vi.advanceTimersByTime(2000);
    hide.setPlaying(false);
    vi.advanceTimersByTime(10_000);
    expect(changes).toEqual([false, true]);
  });

  it('stays up while held (a pointer resting on the controls), and hides 2000 ms after it lets go', () => {
    const changes: boolean[] = [];
    let held = true;
    const hide = createAutoHide(
      (visible) => changes.push(visible),
      CONTROLS_HIDE_DELAY_MS,
      () => held,
    );
    hide.setPlaying(true);
    vi.advanceTimersByTime(10_000);
    expect(changes).toEqual([]);
    held = false;
    vi.advanceTimersByTime(2000);
    expect(changes).toEqual([false]);
  });

  it('stops its timer when disposed', () => {
    const { hide, changes } = setup();
    hide.setPlaying(true);
    hide.dispose();
    vi.advanceTimersByTime(5000);
    expect(changes).toEqual([]);
  });
});
