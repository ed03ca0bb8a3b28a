import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authCalls } from '@inkreel/shared';
import { createApp } from '../../app.js';
import { expectReply } from '../../test/expect-reply.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser } from '../../test/users.js';
import { DomainError } from '../../domain-error.js';
import { createLoginLimiter, LOGIN_LIMITS } from './rate-limit.js';

/** A sign-in from a given client address (the app trusts X-Forwarded-For from loopback only). */
const loginFrom = (t: TestApp, address: string, body: object) =>
  request(t.app).post('/api/auth/login').set('X-Forwarded-For', address).send(body);

describe('sign-in limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  // Each failure costs a full scrypt check, so these apps use lower limits than the defaults.
  const appWith = (limits: Partial<typeof LOGIN_LIMITS>) => ({
    ...t,
    app: createApp({ ...t.deps, loginLimiter: createLoginLimiter({ ...LOGIN_LIMITS, ...limits }) }),
  });

  it('does not let someone elsewhere lock the owner out', { timeout: 60_000 }, async () => {
    const limited = appWith({ perAccountAndAddress: 2 });
    const owner = await createUser(t.deps);
    const attacker = '203.0.113.7';
    for (let i = 0; i < 2; i += 1) {
      const res = await loginFrom(limited, attacker, {
        email: owner.user.email,
        password: `guess-${i}`,
      });
      expectReply(authCalls.login, res, 401);
    }
    const blocked = await loginFrom(limited, attacker, {
      email: owner.user.email,
      password: owner.password,
    });
    expectReply(authCalls.login, blocked, 429);
    // The owner, from their own address, signs in as usual.
    const own = await loginFrom(limited, '198.51.100.20', {
      email: owner.user.email,
      password: owner.password,
    });
    expectReply(authCalls.login, own, 200);
  });

  it(
    'stops one address spraying a password across many accounts',
    { timeout: 60_000 },
    async () => {
      const limits = { perAddress: 3 };
      const capped = appWith(limits);
      const sprayer = '203.0.113.99';
      const statuses: number[] = [];
      for (let i = 0; i < limits.perAddress + 2; i += 1) {
        const res = await loginFrom(capped, sprayer, {
          email: `nobody-${i}@example.com`,
          password: 'Summer2026!',
        });
        statuses.push(res.status);
      }
      expect(statuses.filter((s) => s === 401)).toHaveLength(limits.perAddress);
      expect(statuses.slice(-2)).toEqual([429, 429]);
      // Another address is not affected.
      const other = await createUser(t.deps);
      const res = await loginFrom(capped, '198.51.100.21', {
        email: other.user.email,
        password: other.password,
      });
      expectReply(authCalls.login, res, 200);
    },
  );
});

describe('createLoginLimiter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const waitOf = async (promise: Promise<void>): Promise<number> => {
    try {
      await promise;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'RATE_LIMITED') {
        return error.details.retryAfter as number;
      }
      throw error;
    }
    return 0;
  };

  it('doubles the wait each time the same pair is locked out again within a day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const limiter = createLoginLimiter();
    const attempt = { email: 'a@example.com', address: '192.0.2.1' };
    const lockOut = async () => {
      for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress; i += 1) {
        expect(await waitOf(limiter.begin(attempt))).toBe(0);
      }
      return waitOf(limiter.begin(attempt));
    };
    expect(await lockOut()).toBe(LOGIN_LIMITS.windowSeconds);
    vi.setSystemTime(new Date('2026-01-01T00:15:01Z'));
    expect(await lockOut()).toBe(2 * LOGIN_LIMITS.windowSeconds);
    // Still locked 20 minutes later: the second lockout lasts 30 minutes.
    vi.setSystemTime(new Date('2026-01-01T00:35:01Z'));
    expect(await waitOf(limiter.begin(attempt))).toBeGreaterThan(0);
    vi.setSystemTime(new Date('2026-01-01T00:45:02Z'));
    expect(await lockOut()).toBe(4 * LOGIN_LIMITS.windowSeconds);
  });

  it('forgets a pair’s failures after a right password', async () => {
    const limiter = createLoginLimiter();
    const attempt = { email: 'b@example.com', address: '192.0.2.2' };
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress - 1; i += 1) await limiter.begin(attempt);
    await limiter.succeeded(attempt);
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress; i += 1) {
      expect(await waitOf(limiter.begin(attempt))).toBe(0);
    }
  });
});
