import { IDEMPOTENCY_HEADER } from '@inkreel/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../lib/testing/fetch-mock';
import { startDeposit } from './deposit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const headerOf = (init: RequestInit, name: string) =>
  (init.headers as Record<string, string>)[name];

describe('startDeposit', () => {
  it('asks again after a lost reply or a 503, with the same Idempotency-Key', async () => {
    vi.useFakeTimers();
    let attempt = 0;
    const { calls: all } = mockFetch((url) => {
      // Before its first POST the client asks the plans call for an XSRF token.
      if (url.includes('/api/subscriptions/plans')) return { body: {} };
      attempt += 1;
      if (attempt === 1) return { networkError: true };
      if (attempt === 2)
        return { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'x' } };
      return { body: { checkout_url: 'http://localhost/checkout/p1', payment_id: 'p1' } };
    });
    const reply = startDeposit(25);
    await vi.runAllTimersAsync();
    await expect(reply).resolves.toEqual({
      checkout_url: 'http://localhost/checkout/p1',
      payment_id: 'p1',
    });
    const calls = all.filter((c) => c.url.endsWith('/api/wallet/deposit'));
    expect(calls).toHaveLength(3);
    const keys = calls.map((c) => headerOf(c.init, IDEMPOTENCY_HEADER));
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^\d+-[a-z0-9]+$/);
  });

  it('does not ask again after a refusal that would not change', async () => {
    const { calls } = mockFetch((url) =>
      url.includes('/api/subscriptions/plans')
        ? { body: {} }
        : {
            status: 400,
            body: { code: 'VALIDATION_FAILED', message: 'Amount must be greater than 0' },
          },
    );
    await expect(startDeposit(25)).rejects.toMatchObject({ status: 400 });
    expect(calls.filter((c) => c.url.endsWith('/api/wallet/deposit'))).toHaveLength(1);
  });
});
