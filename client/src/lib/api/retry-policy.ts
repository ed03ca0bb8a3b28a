// lib/api: talking to the provider: where it is, requests and their errors, XSRF, retries.
import type { SWRConfiguration } from 'swr';
import { ApiError } from './api-client';

/** How many times a failed read is tried again before its error is shown. */
export const RETRY_LIMIT = 3;
const BASE_DELAY_MS = 500;
const MAX_DELAY_MS = 5000;

/**
 * Worth trying again: no reply at all, a server failure, a timeout or a rate limit. Other 4xx
 * answers (not found, unauthorized, invalid) will not change by asking again.
 */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError) {
    return (
      error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500
    );
  }
  return error instanceof TypeError;
}

/** Exponential backoff with jitter: about 0.5 s, 1 s, 2 s, ... never above 5 s. */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.75 + random() * 0.5));
}

/** SWR's retry for every read made through it (the SWRConfig of app.tsx). */
export const onErrorRetry: NonNullable<SWRConfiguration['onErrorRetry']> = (
  error,
  _key,
  _config,
  revalidate,
  options,
) => {
  if (!isRetryable(error) || options.retryCount > RETRY_LIMIT) return;
  setTimeout(() => void revalidate(options), retryDelayMs(options.retryCount));
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs a read, or a write that carries an idempotency key, again after a retryable failure.
 * Never use it for a write without such a key: a lost reply does not mean nothing happened.
 */
export async function withRetry<T>(
  run: () => Promise<T>,
  options: {
    retries?: number;
    sleep?: (ms: number) => Promise<void>;
    /** Which failures are worth another try; isRetryable unless the caller knows better. */
    retryIf?: (error: unknown) => boolean;
  } = {},
): Promise<T> {
  const retries = options.retries ?? RETRY_LIMIT;
  const sleep = options.sleep ?? wait;
  const retryIf = options.retryIf ?? isRetryable;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt > retries || !retryIf(error)) throw error;
      await sleep(retryDelayMs(attempt));
    }
  }
}
