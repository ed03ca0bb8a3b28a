import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadCalls } from '@inkreel/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { expectReply } from '../../test/expect-reply.js';
import { createUser } from '../../test/users.js';

describe('GET /api/content/check-balance/:contentType', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_PRICE_AUDIO: '2.5' });
  });
  afterAll(() => t.cleanup());

  const check = (type: string, bearer?: string) => {
    const req = request(t.app).get(`/api/content/check-balance/${type}`);
    return bearer ? req.set('Authorization', bearer) : req;
  };

  it('answers sufficient with the price and the balance when the balance covers it', async () => {
    const { bearer } = await createUser(t.deps, { credits: 12.34 });
    const res = await check('video', bearer);
    expectReply(uploadCalls.checkBalance, res, 200);
    expect(res.body).toEqual({ sufficient: true, requiredAmount: 10, balance: 12.34 });
  });

  it('reads prices from the environment (audio set to 2.5 here)', async () => {
    const { bearer } = await createUser(t.deps, { credits: 2.5 });
    const res = await check('audio', bearer);
    expectReply(uploadCalls.checkBalance, res, 200);
    expect(res.body).toEqual({ sufficient: true, requiredAmount: 2.5, balance: 2.5 });
  });

  it('answers free types as sufficient even with no credits', async () => {
    const { bearer } = await createUser(t.deps);
    for (const type of ['poem', 'story']) {
      const res = await check(type, bearer);
      expectReply(uploadCalls.checkBalance, res, 200);
      expect(res.body).toEqual({ sufficient: true, requiredAmount: 0, balance: 0 });
    }
  });

  it('answers 402 INSUFFICIENT_BALANCE with requiredAmount and balance when short', async () => {
    const { bearer } = await createUser(t.deps, { credits: 7.99 });
    const res = await check('book', bearer);
    expectReply(uploadCalls.checkBalance, res, 402);
    expect(res.body).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      requiredAmount: 8,
      balance: 7.99,
    });
    expect(res.body.message).toMatch(/8\.00 credits/);
  });

  it('answers 400 for an unknown content type', async () => {
    const { bearer } = await createUser(t.deps, { credits: 100 });
    const res = await check('podcast', bearer);
    expectReply(uploadCalls.checkBalance, res, 400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('answers 401 without a token or with a bad one', async () => {
    expectReply(uploadCalls.checkBalance, await check('video'), 401);
    expectReply(uploadCalls.checkBalance, await check('video', 'Bearer not-a-jwt'), 401);
  });

  it('answers 405 to a POST', async () => {
    const { bearer } = await createUser(t.deps);
    const res = await request(t.app)
      .post('/api/content/check-balance/video')
      .set('Authorization', bearer)
      .send({});
    expect(res.status).toBe(405);
    expect(res.body.code).toBe('METHOD_NOT_ALLOWED');
  });
});
