import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, walletCalls } from '@inkreel/shared';
import { expectReply } from '../../test/expect-reply.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';

const PUBLIC_URL = 'http://pay.test:4555';

describe('wallet calls', () => {
  let t: TestApp;
  let rich: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    rich = await createUser(t.deps, { credits: 42.5 });
    other = await createUser(t.deps);
  });
  afterAll(() => t.cleanup());

  let keyCounter = 0;
  const deposit = (
    user: TestUser,
    body: unknown,
    key: string | null = `key-${(keyCounter += 1)}-abcdef`,
  ) => {
    const req = request(t.app).post('/api/wallet/deposit').set('Authorization', user.bearer);
    return (key === null ? req : req.set(IDEMPOTENCY_HEADER, key)).send(body as object);
  };

  describe('GET /api/wallet/balance', () => {
    it('sums the ledger in credits', async () => {
      const res = await request(t.app).get('/api/wallet/balance').set('Authorization', rich.bearer);
      expectReply(walletCalls.balance, res, 200);
      expect(res.body).toEqual({ balance: 42.5, currency: 'credits' });
    });

    it('answers 0 for a new account', async () => {
      const res = await request(t.app)
        .get('/api/wallet/balance')
        .set('Authorization', other.bearer);
      expectReply(walletCalls.balance, res, 200);
      expect(res.body.balance).toBe(0);
    });

    it.each([undefined, 'Bearer nope'])('answers the token %s with 401', async (auth) => {
      const req = request(t.app).get('/api/wallet/balance');
      const res = await (auth ? req.set('Authorization', auth) : req);
      expectReply(walletCalls.balance, res, 401);
    });

    it('answers POST with 405', async () => {
      expect((await request(t.app).post('/api/wallet/balance').send({})).status).toBe(405);
    });
  });

  describe('POST /api/wallet/deposit', () => {
    it('opens a pending payment with a checkout link on this server', async () => {
      const res = await deposit(rich, { amount: 12.34 });
      expectReply(walletCalls.deposit, res, 200);
      const { checkout_url, payment_id } = res.body;
      expect(checkout_url).toBe(`${PUBLIC_URL}/checkout/${payment_id}`);
      const payment = t.deps.store.data.payments.find((p) => p._id === payment_id);
      expect(payment).toMatchObject({
        userId: rich.user._id,
        kind: 'deposit',
        amountCents: 1234,
        status: 'pending',
      });
      const ttl = Date.parse(payment?.expiresAt ?? '') - Date.parse(payment?.createdAt ?? '');
      expect(ttl).toBe(24 * 60 * 60 * 1000);
    });

    it('replays the first reply for the same key and body, without a second payment', async () => {
      const key = 'replay-key-123456';
      const first = await deposit(rich, { amount: 5 }, key);
      const second = await deposit(rich, { amount: 5 }, key);
      expectReply(walletCalls.deposit, first, 200);
      expectReply(walletCalls.deposit, second, 200);
      expect(second.body).toEqual(first.body);
      expect(
        t.deps.store.data.payments.filter((p) => p._id === first.body.payment_id),
      ).toHaveLength(1);
    });

    it('answers the same key with another body with 409', async () => {
      const key = 'conflict-key-123456';
      expectReply(walletCalls.deposit, await deposit(rich, { amount: 5 }, key), 200);
      const res = await deposit(rich, { amount: 6 }, key);
      expectReply(walletCalls.deposit, res, 409);
      expect(res.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    });

    it('keeps keys apart per user', async () => {
      const key = 'shared-key-123456';
      const mine = await deposit(rich, { amount: 5 }, key);
      const theirs = await deposit(other, { amount: 7 }, key);
      expectReply(walletCalls.deposit, theirs, 200);
      expect(theirs.body.payment_id).not.toBe(mine.body.payment_id);
    });

    it('forgets a key after 24 hours', async () => {
      const key = 'old-key-1234567';
      const first = await deposit(rich, { amount: 5 }, key);
      const record = t.deps.store.data.idempotency.find((r) => r.key === key);
      if (!record) throw new Error('key not kept');
      record.expiresAt = new Date(Date.now() - 1).toISOString();
      const later = await deposit(rich, { amount: 9 }, key);
      expectReply(walletCalls.deposit, later, 200);
      expect(later.body.payment_id).not.toBe(first.body.payment_id);
    });

    it('answers a missing Idempotency-Key with 400', async () => {
      const res = await deposit(rich, { amount: 5 }, null);
      expectReply(walletCalls.deposit, res, 400);
      expect(res.body.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    });

    it('answers a too short Idempotency-Key with 400', async () => {
      const res = await deposit(rich, { amount: 5 }, 'short');
      expectReply(walletCalls.deposit, res, 400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });

    it.each([
      [{ amount: 0 }],
      [{ amount: -5 }],
      [{ amount: 1.234 }],
      // Issue 50, item 4: more than two decimals, however close to a multiple of 0.01.
      [{ amount: 0.30000000000000004 }],
      [{ amount: 1.0000000000000002 }],
      [{ amount: 1e-7 }],
      [{ amount: '10' }],
      [{ amount: 100_000.01 }],
      [{}],
      [[10]],
    ])('answers the body %j with 400', async (body) => {
      const res = await deposit(rich, body);
      expectReply(walletCalls.deposit, res, 400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });

    it.each([0.29, 0.07, 1.1, 2.03, 1234.56, 99_999.99, 100_000])(
      'takes %s, two decimals however binary floating point stores them',
      async (amount) => {
        const res = await deposit(rich, { amount });
        expectReply(walletCalls.deposit, res, 200);
        const payment = t.deps.store.data.payments.find((p) => p._id === res.body.payment_id);
        expect(payment?.amountCents).toBe(Math.round(amount * 100));
      },
    );

    it('answers a missing or bad token with 401', async () => {
      const none = await request(t.app)
        .post('/api/wallet/deposit')
        .set(IDEMPOTENCY_HEADER, 'abcdefgh1')
        .send({ amount: 1 });
      expectReply(walletCalls.deposit, none, 401);
      const bad = await request(t.app)
        .post('/api/wallet/deposit')
        .set('Authorization', 'Bearer x.y.z')
        .set(IDEMPOTENCY_HEADER, 'abcdefgh2')
        .send({ amount: 1 });
      expectReply(walletCalls.deposit, bad, 401);
    });

    it('answers GET with 405', async () => {
      expect((await request(t.app).get('/api/wallet/deposit')).status).toBe(405);
    });
  });

  describe('GET /api/wallet/verify/:paymentId', () => {
    const verify = (user: TestUser, id: string) =>
      request(t.app).get(`/api/wallet/verify/${id}`).set('Authorization', user.bearer);

    it('reports a pending deposit with the balance', async () => {
      const { body } = await deposit(rich, { amount: 3 });
      const res = await verify(rich, body.payment_id);
      expectReply(walletCalls.verify, res, 200);
      expect(res.body).toEqual({ status: 'pending', balance: 42.5 });
    });

    it("answers someone else's payment with 404", async () => {
      const { body } = await deposit(rich, { amount: 3 });
      const res = await verify(other, body.payment_id);
      expectReply(walletCalls.verify, res, 404);
      expect(res.body.code).toBe('NOT_FOUND');
    });

    it('answers an unknown payment with 404', async () => {
      expectReply(walletCalls.verify, await verify(rich, 'f'.repeat(24)), 404);
      expectReply(walletCalls.verify, await verify(rich, 'not-an-id'), 404);
    });

    it('answers without a token with 401', async () => {
      const res = await request(t.app).get(`/api/wallet/verify/${'a'.repeat(24)}`);
      expectReply(walletCalls.verify, res, 401);
    });

    it('answers POST with 405', async () => {
      expect(
        (
          await request(t.app)
            .post(`/api/wallet/verify/${'a'.repeat(24)}`)
            .send({})
        ).status,
      ).toBe(405);
    });
  });
});
