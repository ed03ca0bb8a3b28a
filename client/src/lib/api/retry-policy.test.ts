import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { isRetryable, onErrorRetry, retryDelayMs, RETRY_LIMIT, withRetry } from './retry-policy';

const apiError = (status: number) => new ApiError(status, undefined, undefined, `status ${status}`);

describe('isRetryable', () => {
  it('retries network failures, 5xx, 408 and 429, and no other 4xx', () => {
    for (const status of [0, 408, 429, 500, 502, 503])
      expect(isRetryable(apiError(status))).toBe(true);
    for (const status of [400, 401, 402, 403, 404, 409, 415]) {
      expect(isRetryable(apiError(status))).toBe(false);
    }
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(new Error('bug'))).toBe(false);
  });
});

describe('retryDelayMs', () => {
  it('doubles from about half a second and stops growing at 5 s', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5, 8].map((n) => retryDelayMs(n, middle))).toEqual([
      500, 1000, 2000, 4000, 5000, 5000,
    ]);
    expect(retryDelayMs(1, () => 0)).toBe(375);
    expect(retryDelayMs(1, () => 0.999)).toBeLessThanOrEqual(625);
  });
});

describe('onErrorRetry (SWR)', () => {
  it('schedules a retry for a retryable error until the limit, and none for a 404', () => {
    vi.useFakeTimers();
    try {
      const revalidate = vi.fn(() => Promise.resolve(true));
      const retry = (error: unknown, retryCount: number) =>
        onErrorRetry(error, 'key', {} as never, revalidate, { retryCount, dedupe: true });
      retry(apiError(503), 1);
      vi.advanceTimersByTime(1000);
      expect(revalidate).toHaveBeenCalledTimes(1);
      retry(apiError(503), RETRY_LIMIT + 1);
      retry(apiError(404), 1);
      vi.advanceTimersByTime(10_000);
      expect(revalidate).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('withRetry', () => {
  const sleep = vi.fn(() => Promise.resolve());

  it('tries again after retryable failures and returns the first success', async () => {
    const run = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(apiError(503))
      .mockRejectedValueOnce(apiError(0))
      .mockResolvedValue('ok');
    await expect(withRetry(run, { sleep })).resolves.toBe('ok');
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('gives up after the limit, and at once on an error that will not change', async () => {
    const failing = vi.fn(() => Promise.reject(apiError(500)));
    await expect(withRetry(failing, { sleep })).rejects.toMatchObject({ status: 500 });
    expect(failing).toHaveBeenCalledTimes(RETRY_LIMIT + 1);
    const missing = vi.fn(() => Promise.reject(apiError(404)));
    await expect(withRetry(missing, { sleep })).rejects.toMatchObject({ status: 404 });
    expect(missing).toHaveBeenCalledTimes(1);
  });

  it('asks the caller which failures are worth another try when it says', async () => {
    const offline = vi.fn(() => Promise.reject(apiError(0)));
    const retryIf = (error: unknown) => !(error instanceof ApiError && error.isNetworkError);
    await expect(withRetry(offline, { sleep, retryIf })).rejects.toMatchObject({ status: 0 });
    expect(offline).toHaveBeenCalledTimes(1);
  });
});
