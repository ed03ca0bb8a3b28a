import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useCountdown', () => {
  it('starts at 0 and does nothing on its own', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.seconds).toBe(0);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current.seconds).toBe(0);
  });

  it('counts down one per second and stops at 0', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(3));
    expect(result.current.seconds).toBe(3);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.seconds).toBe(2);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.seconds).toBe(0);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(result.current.seconds).toBe(0);
  });

  it('can start already running, from a value read on mount', () => {
    const read = vi.fn(() => 58);
    const { result, rerender } = renderHook(() => useCountdown(read));
    expect(result.current.seconds).toBe(58);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    rerender();
    expect(result.current.seconds).toBe(57);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('restarts from the given value', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(result.current.seconds).toBe(50);
    act(() => result.current.start(60));
    expect(result.current.seconds).toBe(60);
  });
});
