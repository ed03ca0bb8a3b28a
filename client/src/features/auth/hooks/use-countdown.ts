import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left of a cooldown: `start(60)` then it drops by one each second down to 0. `initial`
 * (a number, or a function read once on mount) lets a cooldown already under way run on.
 */
export function useCountdown(initial: number | (() => number) = 0): {
  seconds: number;
  start: (from: number) => void;
} {
  const [seconds, setSeconds] = useState(() =>
    Math.max(0, Math.floor(typeof initial === 'function' ? initial() : initial)),
  );
  const running = seconds > 0;

  // One interval for the whole run (not one timeout per tick), so ticks never drift or stall.
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback((from: number) => setSeconds(Math.max(0, Math.floor(from))), []);
  return { seconds, start };
}
