import { SCENARIOS, type ScenarioName } from '@inkreel/shared';
import { Journal } from './journal.js';

/** The flaky scenario's failure rate: about one API call in five. */
export const FLAKY_FAILURE_RATE = 0.2;
/** slow-network: each API reply waits between these many milliseconds. */
export const SLOW_DELAY_MS = { min: 1000, max: 3000 } as const;
/** slow-network: uploads and media move at about this many bytes per second. */
export const SLOW_BYTES_PER_SECOND = 256 * 1024;

export interface FaultOptions {
  initial?: ScenarioName;
  /** Injected so tests can decide what "random" is; Math.random otherwise. */
  random?: () => number;
}

/**
 * The fault lab's state: which scenario is active, and the request journal. It lives in the deps
 * createApp receives (never a module singleton), so every test app starts on `normal`.
 */
export function createFaults(options: FaultOptions = {}) {
  let active: ScenarioName = options.initial ?? 'normal';
  let random = options.random ?? Math.random;
  const journal = new Journal();

  return {
    journal,
    /** Replaces the random source (tests pin what "about 1 in 5" decides). */
    setRandom(next: () => number): void {
      random = next;
    },
    active: (): ScenarioName => active,
    is: (name: ScenarioName): boolean => active === name,
    set(name: ScenarioName): void {
      active = name;
    },
    list: () => SCENARIOS.map((s) => ({ ...s, active: s.name === active })),

    /** Called by video processing between steps: true makes that step fail (processing-fails). */
    processingShouldFail: (): boolean => active === 'processing-fails',
    /** socket.io asks this before accepting a connection (realtime-down). */
    realtimeRefused: (): boolean => active === 'realtime-down',
    /** Whether checkout's Pay declines the payment (payment-declined). */
    paymentDeclined: (): boolean => active === 'payment-declined',
    /** Whether a bearer token is refused (session-expired); the socket handshake asks too. */
    sessionExpired: (): boolean => active === 'session-expired',
    /** slow-network: how long this API reply waits. */
    replyDelayMs: (): number =>
      active === 'slow-network'
        ? Math.round(SLOW_DELAY_MS.min + random() * (SLOW_DELAY_MS.max - SLOW_DELAY_MS.min))
        : 0,
    /** flaky: whether this API call fails, and how. */
    flakyFailure(): 'unavailable' | 'drop' | null {
      if (active !== 'flaky') return null;
      const roll = random();
      if (roll >= FLAKY_FAILURE_RATE) return null;
      return roll < FLAKY_FAILURE_RATE / 2 ? 'unavailable' : 'drop';
    },
    throttleBytesPerSecond: (): number | null =>
      active === 'slow-network' ? SLOW_BYTES_PER_SECOND : null,
  };
}

export type Faults = ReturnType<typeof createFaults>;
