import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls, RETRY_AFTER_HEADER } from '@inkreel/shared';
import { expectReply } from '../../test/expect-reply.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';
import { AUTH_MESSAGES } from './auth.service.js';
import { LOGIN_LIMITS } from './rate-limit.js';

const LOGIN_MAX_FAILURES = LOGIN_LIMITS.perAccountAndAddress;
import { TOKEN_TTL_MS } from './token.service.js';

const login = (t: TestApp, body?: string | object) =>
  request(t.app).post('/api/auth/login').send(body);

describe('POST /api/auth/login', () => {
  let t: TestApp;
  let verified: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    verified = await createUser(t.deps, { verified: true, name: 'Verified Person' });
  });
  afterAll(() => t.cleanup());

  it('signs in with an HS256 token valid for 7 days', async () => {
    const before = Date.now();
    const res = await login(t, {
      email: verified.user.email.toUpperCase(),
      password: verified.password,
    });
    expectReply(authCalls.login, res, 200);
    expect(res.body.user).toMatchObject({
      _id: verified.user._id,
      email: verified.user.email,
      isEmailVerified: true,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|scrypt\$/);
    expect(res.body.tokenExpiry).toBeGreaterThanOrEqual(before + TOKEN_TTL_MS);
    expect(res.body.tokenExpiry).toBeLessThanOrEqual(Date.now() + TOKEN_TTL_MS);
    const decoded = jwt.decode(res.body.token, { complete: true });
    expect(decoded?.header.alg).toBe('HS256');

    const status = await request(t.app)
      .get('/api/auth/status')
      .set('Authorization', `Bearer ${res.body.token}`);
    expectReply(authCalls.status, status, 200);
  });

  it('gives an unverified user a token too, marked unverified', async () => {
    const unverified = await createUser(t.deps, { verified: false });
    const res = await login(t, { email: unverified.user.email, password: unverified.password });
    expectReply(authCalls.login, res, 200);
    expect(res.body.user.isEmailVerified).toBe(false);
    expect(res.body.token).toEqual(expect.any(String));
  });

  it('answers an unknown e-mail and a wrong password with the same 401', async () => {
    const unknown = await login(t, { email: 'ghost@example.com', password: 'whatever-123' });
    const wrong = await login(t, { email: verified.user.email, password: 'wrong-password' });
    expectReply(authCalls.login, unknown, 401);
    expectReply(authCalls.login, wrong, 401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: AUTH_MESSAGES.invalidCredentials,
    });
  });

  it('slows down repeated failures for one account with 429 and Retry-After', async () => {
    const target = await createUser(t.deps);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      expectReply(
        authCalls.login,
        await login(t, { email: target.user.email, password: `bad-${i}` }),
        401,
      );
    }
    // Even the right password waits now, or guessing could go on.
    const blocked = await login(t, { email: target.user.email, password: target.password });
    expectReply(authCalls.login, blocked, 429);
    expect(blocked.body.code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers[RETRY_AFTER_HEADER])).toBeGreaterThan(0);
    // Other accounts are not affected.
    expectReply(
      authCalls.login,
      await login(t, { email: verified.user.email, password: verified.password }),
      200,
    );
  });

  it('does not let parallel wrong guesses slip past the limit', async () => {
    const target = await createUser(t.deps);
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        login(t, { email: target.user.email, password: `parallel-guess-${i}` }),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_MAX_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - LOGIN_MAX_FAILURES);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const target = await createUser(t.deps);
    const right = { email: target.user.email, password: target.password };
    const wrong = { email: target.user.email, password: 'not-it-at-all' };
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i += 1) {
      expectReply(authCalls.login, await login(t, wrong), 401);
    }
    expectReply(authCalls.login, await login(t, right), 200);
    // Without the reset this would be the fifth failure in the window and block the next try.
    expectReply(authCalls.login, await login(t, wrong), 401);
    expectReply(authCalls.login, await login(t, right), 200);
  });

  it.each([
    ['no body', undefined],
    ['a missing password', { email: 'a@example.com' }],
    ['a malformed e-mail', { email: 'nope', password: 'whatever-123' }],
    ['an array', [1, 2]],
  ])('answers %s with 400', async (_label, body) => {
    const res = await login(t, body);
    expectReply(authCalls.login, res, 400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('answers GET with 405', async () => {
    const res = await request(t.app).get('/api/auth/login');
    expect(res.status).toBe(405);
  });
});
