// lib/session: the signed-in user: auth context, stored session, auth calls and status checks.
import type { User } from '@inkreel/shared';
import { ApiError } from '../api/api-client';
import { withRetry } from '../api/retry-policy';
import { fetchStatus } from './auth-api';

/** How long the status call may go unanswered (a captive portal, dead Wi-Fi) before it counts as none. */
export const STATUS_TIMEOUT_MS = 10_000;
const RECHECK_BASE_MS = 2_000;
const RECHECK_MAX_MS = 60_000;

export type StatusOutcome =
  | { kind: 'checked'; user: User }
  /** The provider refused the session (401): the only outcome that ends it. */
  | { kind: 'refused'; error: ApiError }
  /**
   * No usable answer: no reply, a timeout, a 5xx, something that is not the provider's reply (a
   * captive portal's page). `offline` when the browser also says it has no network.
   */
  | { kind: 'unreachable'; offline: boolean; error: unknown };

/** A call that got no reply while the browser says it is offline. */
export function isOfflineFailure(error: unknown): boolean {
  return error instanceof ApiError && error.isNetworkError && !navigator.onLine;
}

/** The provider answered and refused the session's token. */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 401;
}

/** The status call, given up after `timeoutMs` (a timer the tests can drive). */
async function fetchStatusWithin(timeoutMs: number, stop?: AbortSignal): Promise<User> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await fetchStatus(stop ? AbortSignal.any([controller.signal, stop]) : controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The start-up status check (docs/product.md section 4, item 3). "The check fails" is read as the
 * provider refusing the session (401); anything else (issue 32, item 5) keeps the stored session.
 * One quick retry covers a lost reply before the app is shown; with the network known to be gone
 * it is not asked again (that would only keep the spinner up).
 */
export async function checkStatus(
  options: {
    retries?: number;
    timeoutMs?: number;
    /** Aborted when nobody waits for the answer any more: no call, or retry, is made after. */
    signal?: AbortSignal;
  } = {},
): Promise<StatusOutcome> {
  const timeoutMs = options.timeoutMs ?? STATUS_TIMEOUT_MS;
  const { signal } = options;
  try {
    const user = await withRetry(
      // Aborted while the retry waited: no second call.
      async () => {
        signal?.throwIfAborted();
        return await fetchStatusWithin(timeoutMs, signal);
      },
      {
        retries: options.retries ?? 1,
        retryIf: (error) => !signal?.aborted && !isRefusal(error) && !isOfflineFailure(error),
      },
    );
    return { kind: 'checked', user };
  } catch (error) {
    if (isRefusal(error)) return { kind: 'refused', error };
    return { kind: 'unreachable', offline: !navigator.onLine, error };
  }
}

/**
 * The wait before the `attempt`-th check of an unreachable provider: about 2 s, 4 s, 8 s... never
 * above a minute, with jitter so that many clients coming back do not ask at the same moment.
 */
export function recheckDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECHECK_MAX_MS, RECHECK_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.75 + random() * 0.5));
}
