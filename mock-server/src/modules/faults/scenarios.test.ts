import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_HEADER,
  insufficientBalanceBodySchema,
  uploadCalls,
  walletCalls,
} from '@inkreel/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { expectReply } from '../../test/expect-reply.js';
import { createUser } from '../../test/users.js';
import { postUpload } from '../../test/upload-requests.js';
import { balanceCents } from '../wallet/wallet.service.js';

describe('scenario effects on the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(() => {
    t.deps.faults.set('normal');
    t.deps.faults.setRandom(Math.random);
  });
  afterAll(() => t.cleanup());

  describe('slow-network', () => {
    it('delays every API reply by 1 to 3 s, but not health or the dev routes', async () => {
      t.deps.faults.set('slow-network');
      t.deps.faults.setRandom(() => 0);
      let started = Date.now();
      await request(t.app).get('/api/videos/featured').expect(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(990);
      // The journal records the delay with the reply, for the developer panel to show.
      const journal = await request(t.app).get(
        '/__dev/journal?path=/api/videos/featured&scenario=slow-network',
      );
      expect(journal.body.entries[0]?.durationMs).toBeGreaterThanOrEqual(990);
      started = Date.now();
      await request(t.app).get('/api/health').expect(200);
      await request(t.app).get('/__dev/scenarios').expect(200);
      expect(Date.now() - started).toBeLessThan(900);
    });
  });

  describe('flaky', () => {
    it('fails a call with a 503 JSON error when the roll says so', async () => {
      t.deps.faults.set('flaky');
      t.deps.faults.setRandom(() => 0.05);
      const res = await request(t.app).get('/api/videos');
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('SERVICE_UNAVAILABLE');
    });

    it('drops the connection when the roll says so', async () => {
      t.deps.faults.set('flaky');
      t.deps.faults.setRandom(() => 0.15);
      await expect(request(t.app).get('/api/videos')).rejects.toThrow(/socket hang up|ECONNRESET/);
      const journal = await request(t.app).get('/__dev/journal?path=/api/videos&status=0');
      expect(journal.body.entries.length).toBeGreaterThan(0);
    });

    it('lets about 4 calls in 5 through', async () => {
      t.deps.faults.set('flaky');
      t.deps.faults.setRandom(() => 0.5);
      await request(t.app).get('/api/videos').expect(200);
    });

    it('changes nothing when a write fails', async () => {
      const user = await createUser(t.deps, { credits: 20 });
      const before = {
        writings: t.deps.store.data.writings.length,
        payments: t.deps.store.data.payments.length,
        videos: t.deps.store.data.videos.length,
      };
      t.deps.faults.set('flaky');
      for (const roll of [0.05, 0.15]) {
        t.deps.faults.setRandom(() => roll);
        const poem = request(t.app)
          .post('/api/poems')
          .set('Authorization', user.bearer)
          .send({ title: 'Lost', content: 'Never stored', tags: '' });
        const deposit = request(t.app)
          .post('/api/wallet/deposit')
          .set('Authorization', user.bearer)
          .set(IDEMPOTENCY_HEADER, `flaky-${roll}-key`)
          .send({ amount: 5 });
        const video = postUpload(t.app, 'video', { bearer: user.bearer });
        for (const call of [poem, deposit, video]) {
          const outcome = await call.then(
            (res) => res.status,
            () => 0,
          );
          expect([0, 503]).toContain(outcome);
        }
      }
      expect(t.deps.store.data.writings.length).toBe(before.writings);
      expect(t.deps.store.data.payments.length).toBe(before.payments);
      expect(t.deps.store.data.videos.length).toBe(before.videos);
      expect(balanceCents(t.deps.store, user.user._id)).toBe(2000);
    });
  });

  describe('insufficient-funds', () => {
    it('reads the wallet as empty and refuses paid uploads with requiredAmount', async () => {
      const user = await createUser(t.deps, { credits: 100 });
      t.deps.faults.set('insufficient-funds');
      const balance = await request(t.app)
        .get('/api/wallet/balance')
        .set('Authorization', user.bearer);
      expectReply(walletCalls.balance, balance, 200);
      expect(balance.body.balance).toBe(0);

      const check = await request(t.app)
        .get('/api/content/check-balance/video')
        .set('Authorization', user.bearer);
      expectReply(uploadCalls.checkBalance, check, 402);
      expect(insufficientBalanceBodySchema.parse(check.body)).toMatchObject({
        requiredAmount: 10,
        balance: 0,
      });

      const videos = t.deps.store.data.videos.length;
      const upload = await postUpload(t.app, 'video', { bearer: user.bearer });
      expectReply(uploadCalls.video, upload, 403);
      expect(insufficientBalanceBodySchema.parse(upload.body).requiredAmount).toBe(10);
      const audio = await postUpload(t.app, 'audio', { bearer: user.bearer });
      expect(audio.body).toMatchObject({ code: 'INSUFFICIENT_BALANCE', requiredAmount: 5 });
      expect(t.deps.store.data.videos.length).toBe(videos);
      expect(balanceCents(t.deps.store, user.user._id)).toBe(10000);
    });

    it('still needs a token, and lets free uploads through', async () => {
      t.deps.faults.set('insufficient-funds');
      await request(t.app).get('/api/content/check-balance/video').expect(401);
      const user = await createUser(t.deps);
      const poem = await request(t.app)
        .post('/api/poems')
        .set('Authorization', user.bearer)
        .send({ title: 'Free', content: 'Costs nothing', tags: '' });
      expectReply(uploadCalls.poem, poem, 201);
      const check = await request(t.app)
        .get('/api/content/check-balance/story')
        .set('Authorization', user.bearer);
      expectReply(uploadCalls.checkBalance, check, 200);
    });
  });

  describe('session-expired', () => {
    it('refuses every bearer token with 401, while anonymous calls and login still work', async () => {
      const user = await createUser(t.deps, { credits: 5 });
      t.deps.faults.set('session-expired');
      for (const path of ['/api/auth/status', '/api/wallet/balance', '/api/videos']) {
        const res = await request(t.app).get(path).set('Authorization', user.bearer);
        expect(res.status, path).toBe(401);
        expect(res.body).toMatchObject({ code: 'UNAUTHORIZED', message: /session has expired/ });
      }
      await request(t.app).get('/api/videos').set('Authorization', 'Bearer ').expect(200);
      const login = await request(t.app)
        .post('/api/auth/login')
        .send({ email: user.user.email, password: user.password });
      expect(login.status).toBe(200);
    });
  });

  describe('payment-declined', () => {
    it('declines Pay on the checkout page: nothing credited, verify says declined', async () => {
      const user = await createUser(t.deps, { credits: 3 });
      const deposit = await request(t.app)
        .post('/api/wallet/deposit')
        .set('Authorization', user.bearer)
        .set(IDEMPOTENCY_HEADER, 'declined-deposit-1')
        .send({ amount: 25 });
      expectReply(walletCalls.deposit, deposit, 200);
      t.deps.faults.set('payment-declined');
      const id: string = deposit.body.payment_id;
      const pay = await request(t.app).post(`/checkout/${id}/pay`);
      expect(pay.status).toBe(303);
      // Back to the checkout tab's own page, which says so (and closes itself, like a cancel).
      expect(pay.headers.location).toBe(`/checkout/${id}`);
      const page = await request(t.app).get(`/checkout/${id}`);
      expect(page.text).toContain('<h1>Payment declined</h1>');
      expect(page.text).toContain('Nothing was charged and nothing was added');
      t.deps.faults.set('normal');
      // Declined is final: paying again later still credits nothing.
      const again = await request(t.app).post(`/checkout/${id}/pay`);
      expect(again.status).toBe(409);
      expect(again.text).toContain('<h1>Payment declined</h1>');
      const verify = await request(t.app)
        .get(`/api/wallet/verify/${id}`)
        .set('Authorization', user.bearer);
      expectReply(walletCalls.verify, verify, 200);
      expect(verify.body).toEqual({ status: 'declined', balance: 3 });
      expect(balanceCents(t.deps.store, user.user._id)).toBe(300);
    });
  });
});
