import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls, IDEMPOTENCY_HEADER, subscriptionCalls, walletCalls } from '@inkreel/shared';
import { expectReply } from '../../test/expect-reply.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';
import { PLANS } from './plans.js';

const CLIENT_ORIGIN = 'http://client.test:5173';
const PUBLIC_URL = 'http://pay.test:4556';

describe('subscriptions', () => {
  let t: TestApp;
  let member: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ CLIENT_ORIGIN, PUBLIC_URL });
    member = await createUser(t.deps);
  });
  afterAll(() => t.cleanup());

  const subscribe = (user: TestUser | null, body: unknown) => {
    const req = request(t.app).post('/api/subscriptions/subscribe');
    return (user ? req.set('Authorization', user.bearer) : req).send(body as object);
  };
  const verify = (sessionId: string, user: TestUser | null = member) => {
    const req = request(t.app).get('/api/subscription/verify').query({ session_id: sessionId });
    return user ? req.set('Authorization', user.bearer) : req;
  };

  it.each([subscriptionCalls.plans, subscriptionCalls.plansAlias])(
    'lists the plans as a map on $path',
    async (call) => {
      const res = await request(t.app).get(call.path);
      expectReply(call, res, 200);
      expect(Object.keys(res.body)).toEqual(['monthly', 'yearly']);
      expect(res.body.monthly).toMatchObject({ id: 'monthly', interval: 'month', currency: 'USD' });
      expect(res.body.yearly).toMatchObject({ id: 'yearly', interval: 'year' });
    },
  );

  it('runs from subscribe through checkout to an active plan on the status reply', async () => {
    const before = await request(t.app).get('/api/auth/status').set('Authorization', member.bearer);
    expectReply(authCalls.status, before, 200);
    expect(before.body.subscription).toBeNull();

    const started = await subscribe(member, { planId: 'monthly' });
    expectReply(subscriptionCalls.subscribe, started, 200);
    const { checkout_url, session_id } = started.body;
    expect(checkout_url).toBe(`${PUBLIC_URL}/checkout/${session_id}`);

    const pending = await verify(session_id);
    expectReply(subscriptionCalls.verify, pending, 402);
    expect(pending.body.code).toBe('PAYMENT_NOT_COMPLETED');

    const page = await request(t.app).get(`/checkout/${session_id}`);
    expect(page.text).toContain(PLANS.monthly?.name);
    expect(page.text).toContain('9.99 USD / month');

    const pay = await request(t.app).post(`/checkout/${session_id}/pay`);
    expect(pay.status).toBe(303);
    expect(pay.headers.location).toBe(`${CLIENT_ORIGIN}/payment/success?session_id=${session_id}`);
    // Paying twice is a no-op that leads to the same place.
    const twice = await request(t.app).post(`/checkout/${session_id}/pay`);
    expect(twice.headers.location).toBe(pay.headers.location);
    expect(t.deps.store.data.subscriptions.filter((s) => s.paymentId === session_id)).toHaveLength(
      1,
    );

    const done = await verify(session_id);
    expectReply(subscriptionCalls.verify, done, 200);
    expect(done.body).toMatchObject({
      success: true,
      subscription: { planId: 'monthly', planName: PLANS.monthly?.name, status: 'active' },
    });
    const days = (Date.parse(done.body.subscription.currentPeriodEnd) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);

    const after = await request(t.app).get('/api/auth/status').set('Authorization', member.bearer);
    expectReply(authCalls.status, after, 200);
    expect(after.body.subscription).toEqual(done.body.subscription);

    // A subscription is paid with money on the checkout, not with wallet credits.
    const wallet = await request(t.app)
      .get('/api/wallet/balance')
      .set('Authorization', member.bearer);
    expectReply(walletCalls.balance, wallet, 200);
    expect(wallet.body.balance).toBe(0);
  });

  it('keeps a cancelled checkout unpaid and sends the browser home', async () => {
    const { body } = await subscribe(member, { planId: 'yearly' });
    const cancel = await request(t.app).post(`/checkout/${body.session_id}/cancel`);
    expect(cancel.status).toBe(303);
    expect(cancel.headers.location).toBe(`${CLIENT_ORIGIN}/`);
    const res = await verify(body.session_id);
    expectReply(subscriptionCalls.verify, res, 402);
    expect(res.body.status).toBe('cancelled');
  });

  it('answers an unknown session with 404 and a missing one with 400', async () => {
    expectReply(subscriptionCalls.verify, await verify('f'.repeat(24)), 404);
    const missing = await request(t.app)
      .get('/api/subscription/verify')
      .set('Authorization', member.bearer);
    expectReply(subscriptionCalls.verify, missing, 400);
  });

  it("answers only the subscriber: 401 without a token, 404 for someone else's session", async () => {
    const started = await subscribe(member, { planId: 'yearly' });
    expectReply(subscriptionCalls.subscribe, started, 200);
    const stranger = await createUser(t.deps);
    expectReply(subscriptionCalls.verify, await verify(started.body.session_id, null), 401);
    expectReply(subscriptionCalls.verify, await verify(started.body.session_id, stranger), 404);
    expectReply(subscriptionCalls.verify, await verify(started.body.session_id), 402);
  });

  it('does not accept a wallet deposit as a subscription session', async () => {
    const deposit = await request(t.app)
      .post('/api/wallet/deposit')
      .set('Authorization', member.bearer)
      .set(IDEMPOTENCY_HEADER, 'subscription-test-deposit')
      .send({ amount: 1 });
    expectReply(subscriptionCalls.verify, await verify(deposit.body.payment_id), 404);
  });

  it('answers an unknown plan with 404', async () => {
    const res = await subscribe(member, { planId: 'lifetime' });
    expectReply(subscriptionCalls.subscribe, res, 404);
    expect(res.body.code).toBe('NOT_FOUND');
    // Inherited object keys are not plans either.
    expectReply(subscriptionCalls.subscribe, await subscribe(member, { planId: 'toString' }), 404);
  });

  it.each([[{}], [{ planId: '' }], [{ planId: 7 }]])(
    'answers the body %j with 400',
    async (body) => {
      expectReply(subscriptionCalls.subscribe, await subscribe(member, body), 400);
    },
  );

  it('answers a missing token with 401 and an unverified user with 403', async () => {
    expectReply(subscriptionCalls.subscribe, await subscribe(null, { planId: 'monthly' }), 401);
    const unverified = await createUser(t.deps, { verified: false });
    const res = await subscribe(unverified, { planId: 'monthly' });
    expectReply(subscriptionCalls.subscribe, res, 403);
    expect(res.body.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('answers wrong methods with 405', async () => {
    expect((await request(t.app).post('/api/subscriptions/plans').send({})).status).toBe(405);
    expect((await request(t.app).get('/api/subscriptions/subscribe')).status).toBe(405);
    expect((await request(t.app).post('/api/subscription/verify').send({})).status).toBe(405);
  });
});
