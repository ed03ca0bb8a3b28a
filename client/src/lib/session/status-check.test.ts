import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on, TEST_USER } from '../testing/fetch-mock';
import { checkStatus, recheckDelayMs } from './status-check';

describe('checkStatus (issue 32, item 5)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reads only a 401 as a refusal', async () => {
    mockFetch(on('GET', '/api/auth/status', { status: 401, body: { code: 'UNAUTHORIZED' } }));
    expect((await checkStatus({ retries: 0 })).kind).toBe('refused');
  });

  it.each([403, 404, 408, 429, 500, 502, 503, 504])(
    'keeps the session on a %i (the provider did not refuse it)',
    async (status) => {
      mockFetch(on('GET', '/api/auth/status', { status, body: { message: 'no' } }));
      expect(await checkStatus({ retries: 0 })).toMatchObject({
        kind: 'unreachable',
        offline: false,
      });
    },
  );

  it('says offline when the browser has no network, without asking again', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { calls } = mockFetch(on('GET', '/api/auth/status', { networkError: true }));
    expect(await checkStatus()).toMatchObject({ kind: 'unreachable', offline: true });
    expect(calls).toHaveLength(1);
  });

  it('makes no call, and no retry, once its signal is aborted', async () => {
    vi.useFakeTimers();
    try {
      const { calls } = mockFetch(on('GET', '/api/auth/status', { status: 503, body: {} }));
      const stop = new AbortController();
      const outcome = checkStatus({ signal: stop.signal });
      // The first call failed; the quick retry waits. Nobody needs the answer any more.
      await vi.advanceTimersByTimeAsync(0);
      expect(calls).toHaveLength(1);
      stop.abort();
      await vi.advanceTimersByTimeAsync(10_000);
      expect((await outcome).kind).toBe('unreachable');
      expect(calls).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('returns the checked user', async () => {
    mockFetch(on('GET', '/api/auth/status', { body: TEST_USER }));
    expect(await checkStatus()).toEqual({ kind: 'checked', user: TEST_USER });
  });
});

describe('recheckDelayMs', () => {
  it('doubles from about 2 s and stops growing at a minute', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 9].map((n) => recheckDelayMs(n, middle))).toEqual([
      2000, 4000, 8000, 16000, 32000, 60000, 60000,
    ]);
    expect(recheckDelayMs(1, () => 0)).toBe(1500);
    expect(recheckDelayMs(1, () => 0.999)).toBeLessThanOrEqual(2500);
  });
});
