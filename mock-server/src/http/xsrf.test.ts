import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletCalls } from '@inkreel/shared';
import { expectReply } from '../test/expect-reply.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createUser, type TestUser } from '../test/users.js';

describe('XSRF double-submit check', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.deps);
  });
  afterAll(() => t.cleanup());

  let keys = 0;
  const deposit = () =>
    request(t.app)
      .post('/api/wallet/deposit')
      .set('Authorization', user.bearer)
      .set('Idempotency-Key', `xsrf-test-key-${(keys += 1)}`);

  it('issues a readable XSRF-TOKEN cookie to a client without one', async () => {
    const res = await request(t.app).get('/api/health');
    const cookie = [res.headers['set-cookie'] ?? []]
      .flat()
      .find((c) => c.startsWith('XSRF-TOKEN='));
    expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{20,};/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('refuses a state-changing call that carries the cookie but no header', async () => {
    const res = await deposit().set('Cookie', 'XSRF-TOKEN=cookie-value-123').send({ amount: 1 });
    expectReply(walletCalls.deposit, res, 403);
    expect(res.body.code).toBe('XSRF_MISMATCH');
  });

  it('refuses a header that does not match the cookie', async () => {
    const res = await deposit()
      .set('Cookie', 'XSRF-TOKEN=cookie-value-123')
      .set('X-XSRF-TOKEN', 'cookie-value-124')
      .send({ amount: 1 });
    expectReply(walletCalls.deposit, res, 403);
    expect(res.body.code).toBe('XSRF_MISMATCH');
  });

  it('refuses a call with an empty cookie and no header', async () => {
    const res = await deposit().set('Cookie', 'XSRF-TOKEN=').send({ amount: 1 });
    expectReply(walletCalls.deposit, res, 403);
    expect(res.body.code).toBe('XSRF_MISMATCH');
  });

  it('lets a matching header through', async () => {
    const res = await deposit()
      .set('Cookie', 'XSRF-TOKEN=cookie-value-123')
      .set('X-XSRF-TOKEN', 'cookie-value-123')
      .send({ amount: 1 });
    expectReply(walletCalls.deposit, res, 200);
  });

  it('lets a client without the cookie through (non-browser clients)', async () => {
    const res = await deposit().send({ amount: 1 });
    expectReply(walletCalls.deposit, res, 200);
  });

  it('does not check safe methods', async () => {
    const res = await request(t.app)
      .get('/api/wallet/balance')
      .set('Authorization', user.bearer)
      .set('Cookie', 'XSRF-TOKEN=cookie-value-123');
    expectReply(walletCalls.balance, res, 200);
  });
});
