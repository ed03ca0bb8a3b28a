import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorBodySchema,
  IDEMPOTENCY_HEADER,
  insufficientBalanceBodySchema,
  RETRY_AFTER_HEADER,
  uploadCalls,
  videoCalls,
  walletCalls,
} from '@inkreel/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { expectReply } from '../../test/expect-reply.js';
import { createUser } from '../../test/users.js';
import { parsePrefer } from './prefer.js';

describe('parsePrefer', () => {
  it('reads code and delay, separated by commas or semicolons, ignoring other preferences', () => {
    expect(parsePrefer('code=503')).toEqual({ code: 503 });
    expect(parsePrefer('delay=1500')).toEqual({ delayMs: 1500 });
    expect(parsePrefer('code=404, delay=20')).toEqual({ code: 404, delayMs: 20 });
    expect(parsePrefer('return=minimal; code="429"')).toEqual({ code: 429 });
    expect(parsePrefer(undefined)).toEqual({});
  });

  it('refuses a malformed code or delay', () => {
    expect(() => parsePrefer('code=abc')).toThrow(/HTTP status/);
    expect(() => parsePrefer('code=700')).toThrow(/HTTP status/);
    expect(() => parsePrefer('delay=-1')).toThrow(/milliseconds/);
    expect(() => parsePrefer('delay=600000')).toThrow(/milliseconds/);
  });
});

describe('Prefer header on API calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  it('answers code=503 with a JSON error body, on any call', async () => {
    const res = await request(t.app).get('/api/videos').set('Prefer', 'code=503');
    expect(res.status).toBe(503);
    expect(errorBodySchema.parse(res.body).code).toBe('SERVICE_UNAVAILABLE');
    expect(res.headers[RETRY_AFTER_HEADER]).toBe('1');
  });

  it('answers a status the call declares with a body its contract accepts', async () => {
    const res = await request(t.app)
      .get('/api/videos/aaaaaaaaaaaaaaaaaaaaaaaa')
      .set('Prefer', 'code=404');
    expectReply(videoCalls.byId, res, 404);
    expect(res.body.code).toBe('NOT_FOUND');

    const check = await request(t.app)
      .get('/api/content/check-balance/book')
      .set('Prefer', 'code=402');
    expectReply(uploadCalls.checkBalance, check, 402);
    expect(insufficientBalanceBodySchema.parse(check.body).requiredAmount).toBe(8);
  });

  it('answers 400 when the call declares no such status', async () => {
    const res = await request(t.app).get('/api/videos').set('Prefer', 'code=418');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.message).toMatch(/declares no such status/);
    const bad = await request(t.app).get('/api/videos').set('Prefer', 'code=oops');
    expect(bad.status).toBe(400);
  });

  it('lets a declared success through: the call runs as usual', async () => {
    const res = await request(t.app).get('/api/videos').set('Prefer', 'code=200');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.videos)).toBe(true);
    expect(res.body.pagination).toBeDefined();
  });

  it('delays the reply, alone or together with a code', async () => {
    let started = Date.now();
    const slow = await request(t.app).get('/api/videos/featured').set('Prefer', 'delay=400');
    expect(slow.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    started = Date.now();
    const both = await request(t.app).get('/api/videos').set('Prefer', 'code=500, delay=300');
    expect(both.status).toBe(500);
    expect(both.body.code).toBe('INTERNAL_ERROR');
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('fails a write before it runs: nothing changes', async () => {
    const user = await createUser(t.deps, { credits: 5 });
    const payments = t.deps.store.data.payments.length;
    const res = await request(t.app)
      .post('/api/wallet/deposit')
      .set('Authorization', user.bearer)
      .set(IDEMPOTENCY_HEADER, 'prefer-test-key-1')
      .set('Prefer', 'code=409')
      .send({ amount: 10 });
    expectReply(walletCalls.deposit, res, 409);
    expect(t.deps.store.data.payments.length).toBe(payments);
  });
});

describe('Prefer header with dev routes off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MOCK_DEV_ROUTES: 'false' });
  });
  afterAll(() => t.cleanup());

  it('is ignored', async () => {
    const started = Date.now();
    const res = await request(t.app).get('/api/videos').set('Prefer', 'code=503, delay=500');
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(500);
  });
});
