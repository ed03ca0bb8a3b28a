import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, walletCalls } from '@inkreel/shared';
import { expectReply } from '../../test/expect-reply.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';

const CLIENT_ORIGIN = 'http://client.test:5173';

describe('checkout pages', () => {
  let t: TestApp;
  let payer: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ CLIENT_ORIGIN });
    payer = await createUser(t.deps);
  });
  afterAll(() => t.cleanup());

  let keys = 0;
  async function newDeposit(amount: number): Promise<string> {
    const res = await request(t.app)
      .post('/api/wallet/deposit')
      .set('Authorization', payer.bearer)
      .set(IDEMPOTENCY_HEADER, `checkout-test-${(keys += 1)}`)
      .send({ amount });
    expectReply(walletCalls.deposit, res, 200);
    return res.body.payment_id;
  }
  const balance = async () => {
    const res = await request(t.app).get('/api/wallet/balance').set('Authorization', payer.bearer);
    expectReply(walletCalls.balance, res, 200);
    return res.body.balance as number;
  };
  const status = async (id: string) => {
    const res = await request(t.app)
      .get(`/api/wallet/verify/${id}`)
      .set('Authorization', payer.bearer);
    expectReply(walletCalls.verify, res, 200);
    return res.body.status as string;
  };

  it('shows the amount with Pay and Cancel forms on a standalone page', async () => {
    const id = await newDeposit(25);
    const res = await request(t.app).get(`/checkout/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).toContain(`form-action 'self' ${CLIENT_ORIGIN}`);
    expect(res.text).toContain('25.00 credits');
    expect(res.text).toContain(`<form method="post" action="/checkout/${id}/pay">`);
    expect(res.text).toContain(`<form method="post" action="/checkout/${id}/cancel">`);
    expect(res.text).toContain('prefers-color-scheme:dark');
    expect(res.text).not.toMatch(/<script|<link|src=/);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
  });

  it('credits the wallet exactly once however often Pay is submitted', async () => {
    const before = await balance();
    const id = await newDeposit(7.25);
    const submissions = await Promise.all(
      Array.from({ length: 5 }, () =>
        request(t.app).post(`/checkout/${id}/pay`).type('form').send(''),
      ),
    );
    for (const res of submissions) {
      // Back to its own page, never to the app: the app's tab is still open behind this one.
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe(`/checkout/${id}`);
    }
    const again = await request(t.app).post(`/checkout/${id}/pay`);
    expect(again.status).toBe(303);
    expect(await balance()).toBe(before + 7.25);
    expect(await status(id)).toBe('paid');
    const entries = t.deps.store.data.ledger.filter((e) => e.reference === id);
    expect(entries).toEqual([expect.objectContaining({ kind: 'deposit', amountCents: 725 })]);

    const page = await request(t.app).get(`/checkout/${id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Payment complete</h1>');
    expect(page.text).toContain('7.25 credits were added to your Inkreel wallet.');
    expect(page.text).toContain('Close this tab');
    expect(page.text).toContain('window.close()');
    expect(page.text).not.toContain('/pay"');
    expect(page.text).not.toContain(`href="${CLIENT_ORIGIN}`);
    // The inline script is exactly the one the policy allows.
    const script = /<script>([\s\S]*?)<\/script>/.exec(page.text)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(page.headers['content-security-policy']).toContain(`script-src 'sha256-${hash}'`);
  });

  it('cancels a pending payment, which then cannot be paid', async () => {
    const before = await balance();
    const id = await newDeposit(10);
    const cancel = await request(t.app).post(`/checkout/${id}/cancel`);
    expect(cancel.status).toBe(303);
    expect(cancel.headers.location).toBe(`/checkout/${id}`);
    expect(await status(id)).toBe('cancelled');
    expect((await request(t.app).get(`/checkout/${id}`)).text).toContain('Payment cancelled');

    const pay = await request(t.app).post(`/checkout/${id}/pay`);
    expect(pay.status).toBe(409);
    expect(pay.text).toContain('Payment cancelled');
    expect(pay.text).toContain('Nothing was charged.');
    expect(await balance()).toBe(before);
  });

  it('refuses to cancel a paid payment', async () => {
    const id = await newDeposit(1);
    await request(t.app).post(`/checkout/${id}/pay`);
    const res = await request(t.app).post(`/checkout/${id}/cancel`);
    expect(res.status).toBe(409);
    expect(await status(id)).toBe('paid');
  });

  it('lets a payment left pending past its expiry expire', async () => {
    const before = await balance();
    const id = await newDeposit(9);
    const payment = t.deps.store.data.payments.find((p) => p._id === id);
    if (!payment) throw new Error('payment not stored');
    payment.expiresAt = new Date(Date.now() - 1000).toISOString();

    expect(await status(id)).toBe('expired');
    expect((await request(t.app).get(`/checkout/${id}`)).text).toContain('has expired');
    const pay = await request(t.app).post(`/checkout/${id}/pay`);
    expect(pay.status).toBe(409);
    expect(pay.text).toContain('has expired');
    expect(await balance()).toBe(before);
    expect(payment.status).toBe('expired');
  });

  it('answers an unknown payment with a 404 page', async () => {
    for (const res of [
      await request(t.app).get(`/checkout/${'0'.repeat(24)}`),
      await request(t.app).get('/checkout/%3Cscript%3E'),
      await request(t.app).post(`/checkout/${'0'.repeat(24)}/pay`),
      await request(t.app).post(`/checkout/${'0'.repeat(24)}/cancel`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('Payment not found');
      expect(res.text).not.toContain('<script>');
    }
  });

  it('answers wrong methods with 405', async () => {
    const id = await newDeposit(1);
    expect((await request(t.app).get(`/checkout/${id}/pay`)).status).toBe(405);
    expect((await request(t.app).get(`/checkout/${id}/cancel`)).status).toBe(405);
    expect((await request(t.app).post(`/checkout/${id}`)).status).toBe(405);
  });
});
