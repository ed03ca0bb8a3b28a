import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls, IDEMPOTENCY_HEADER, walletCalls } from '@inkreel/shared';
import { expectReply } from '../../test/expect-reply.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser } from '../../test/users.js';

describe('GET /api/auth/status and POST /api/auth/logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  const status = (auth?: string) => {
    const req = request(t.app).get('/api/auth/status');
    return auth ? req.set('Authorization', auth) : req;
  };

  it('returns the signed-in user without secrets', async () => {
    const { user, bearer } = await createUser(t.deps, { name: 'Status Person' });
    const res = await status(bearer);
    expectReply(authCalls.status, res, 200);
    expect(res.body).toMatchObject({
      _id: user._id,
      email: user.email,
      name: 'Status Person',
      isEmailVerified: true,
      subscription: null,
    });
    expect(res.body).not.toHaveProperty('passwordHash');
  });

  it.each([
    ['no token', undefined],
    ['a malformed header', 'Token abc'],
    ['a garbage token', 'Bearer not.a.jwt'],
    [
      'a token signed with another secret',
      `Bearer ${jwt.sign({ sub: 'x', jti: 'y' }, 'z'.repeat(40))}`,
    ],
    ['an unsigned token', `Bearer ${jwt.sign({ sub: 'x', jti: 'y' }, '', { algorithm: 'none' })}`],
  ])('answers %s with 401', async (_label, auth) => {
    const res = await status(auth);
    expectReply(authCalls.status, res, 401);
    expect(res.body.code).toBe('UNAUTHORIZED');
  });

  it('ignores a token sent as a cookie: cookies never authenticate', async () => {
    const { token } = await createUser(t.deps);
    const res = await request(t.app).get('/api/auth/status').set('Cookie', `token=${token}`);
    expectReply(authCalls.status, res, 401);
  });

  it('revokes the token on logout, everywhere', async () => {
    const { bearer } = await createUser(t.deps);
    const out = await request(t.app).post('/api/auth/logout').set('Authorization', bearer).send({});
    expectReply(authCalls.logout, out, 200);

    expectReply(authCalls.status, await status(bearer), 401);
    const balance = await request(t.app).get('/api/wallet/balance').set('Authorization', bearer);
    expectReply(walletCalls.balance, balance, 401);
    const again = await request(t.app)
      .post('/api/auth/logout')
      .set('Authorization', bearer)
      .send({});
    expectReply(authCalls.logout, again, 401);
  });

  it('answers logout without a token with 401', async () => {
    const res = await request(t.app).post('/api/auth/logout').send({});
    expectReply(authCalls.logout, res, 401);
  });

  it('answers a non-object logout body with 400', async () => {
    const { bearer } = await createUser(t.deps);
    const res = await request(t.app)
      .post('/api/auth/logout')
      .set('Authorization', bearer)
      .send([1]);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('lets an unverified token read status, resend and log out, but not deposit', async () => {
    const { user, bearer } = await createUser(t.deps, { verified: false });
    const me = await status(bearer);
    expectReply(authCalls.status, me, 200);
    expect(me.body.isEmailVerified).toBe(false);

    const resend = await request(t.app)
      .post('/api/auth/register/resend-verification')
      .set('Authorization', bearer)
      .send({ email: user.email });
    expectReply(authCalls.resendVerification, resend, 200);

    const deposit = await request(t.app)
      .post('/api/wallet/deposit')
      .set('Authorization', bearer)
      .set(IDEMPOTENCY_HEADER, 'unverified-key-1')
      .send({ amount: 10 });
    expectReply(walletCalls.deposit, deposit, 403);
    expect(deposit.body.code).toBe('EMAIL_NOT_VERIFIED');

    const out = await request(t.app).post('/api/auth/logout').set('Authorization', bearer).send({});
    expectReply(authCalls.logout, out, 200);
  });

  it('answers wrong methods with 405', async () => {
    expect((await request(t.app).post('/api/auth/status').send({})).status).toBe(405);
    expect((await request(t.app).get('/api/auth/logout')).status).toBe(405);
  });
});
