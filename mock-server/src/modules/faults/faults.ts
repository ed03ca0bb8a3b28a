import { SCENARIOS, type ScenarioName } from '@inkreel/shared';
import { Journal } from './journal.js';

/** flaky: about one API call in five fails. */
const FLAKY_FAILURE_RATE = 0.2;
/** slow-network: each API reply waits 1 to 3 s; uploads and media move at 256 KiB/s. */
const SLOW_DELAY_MS = { min: 1000, max: 3000 };
const SLOW_BYTES_PER_SECOND = 256 * 1024;

/**
 * The fault lab's state: which scenario is active, and the request journal. It lives in the deps
 * createApp receives (never a module singleton), so every test app starts on `normal`. Other
 * modules ask it one question each.
 */
export function createFaults(options: { initial?: ScenarioName; random?: () => number } = {}) {
  let active: ScenarioName = options.initial ?? 'normal';
  let random = options.random ?? Math.random;
  const is = (name: ScenarioName): boolean => active === name;
  return {
    journal: new Journal(),
    /** Replaces the random source (tests pin what "about 1 in 5" decides). */
    setRandom(next: () => number): void {
      random = next;
    },
    active: (): ScenarioName => active,
    is,
    set(name: ScenarioName): void {
      active = name;
    },
    list: () => SCENARIOS.map((s) => ({ ...s, active: s.name === active })),
    processingShouldFail: () => is('processing-fails'),
    realtimeRefused: () => is('realtime-down'),
    extensionsOff: () => is('spec-only'),
    paymentDeclined: () => is('payment-declined'),
    sessionExpired: () => is('session-expired'),
    replyDelayMs: (): number =>
      is('slow-network')
        ? Math.round(SLOW_DELAY_MS.min + random() * (SLOW_DELAY_MS.max - SLOW_DELAY_MS.min))
        : 0,
    /** flaky: whether this API call fails, and how. */
    flakyFailure(): 'unavailable' | 'drop' | null {
      if (!is('flaky')) return null;
      const roll = random();
      if (roll >= FLAKY_FAILURE_RATE) return null;
      return roll < FLAKY_FAILURE_RATE / 2 ? 'unavailable' : 'drop';
    },
    throttleBytesPerSecond: (): number | null =>
      is('slow-network') ? SLOW_BYTES_PER_SECOND : null,
  };
}

export type Faults = ReturnType<typeof createFaults>;
