import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls, RETRY_AFTER_HEADER } from '@inkreel/shared';
import { expectReply } from '../../test/expect-reply.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser } from '../../test/users.js';
import { AUTH_MESSAGES } from './auth.service.js';
import { latestVerificationToken, registerAccount } from '../../test/auth-flows.js';
import { VERIFY_MESSAGES } from './verification.service.js';

const verify = (t: TestApp, token: string) =>
  request(t.app).get(`/api/auth/register/verify/${encodeURIComponent(token)}`);
const resend = (t: TestApp, email: unknown) =>
  request(t.app).post('/api/auth/register/resend-verification').send({ email });

describe('GET /api/auth/register/verify/:token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  it('verifies once, then says the account is already verified (issue 51, item 7)', async () => {
    const { email } = await registerAccount(t);
    const token = latestVerificationToken(t, email);

    const first = await verify(t, token);
    expectReply(authCalls.verifyEmail, first, 200);
    expect(first.body).toEqual({ verified: true, message: VERIFY_MESSAGES.verified });
    expect(t.deps.store.data.users.find((u) => u.email === email)?.isEmailVerified).toBe(true);

    const again = await verify(t, token);
    expectReply(authCalls.verifyEmail, again, 200);
    expect(again.body).toEqual({
      verified: true,
      alreadyVerified: true,
      message: VERIFY_MESSAGES.alreadyVerified,
    });
  });

  it('reports a used link of an account that is not verified as used', async () => {
    const { email } = await registerAccount(t);
    const token = latestVerificationToken(t, email);
    expect((await verify(t, token)).body.verified).toBe(true);
    // Not reachable through the API (a used link verifies its account): the store says otherwise.
    const user = t.deps.store.data.users.find((u) => u.email === email);
    if (!user) throw new Error('no user');
    user.isEmailVerified = false;
    const again = await verify(t, token);
    expectReply(authCalls.verifyEmail, again, 200);
    expect(again.body).toEqual({ verified: false, message: VERIFY_MESSAGES.used });
  });

  it('refuses an expired link and leaves the account unverified', async () => {
    const { email } = await registerAccount(t);
    const token = latestVerificationToken(t, email);
    const user = t.deps.store.data.users.find((u) => u.email === email);
    const record = t.deps.store.data.verificationTokens.find((r) => r.userId === user?._id);
    if (!record) throw new Error('no token record');
    record.expiresAt = new Date(Date.now() - 1000).toISOString();

    const res = await verify(t, token);
    expectReply(authCalls.verifyEmail, res, 200);
    expect(res.body).toEqual({ verified: false, message: VERIFY_MESSAGES.expired });
    expect(user?.isEmailVerified).toBe(false);
  });

  it.each(['unknown-token', 'a'.repeat(43), '%3Cscript%3E'])(
    'answers the unknown token %s with verified false',
    async (token) => {
      const res = await verify(t, token);
      expectReply(authCalls.verifyEmail, res, 200);
      expect(res.body).toEqual({ verified: false, message: VERIFY_MESSAGES.invalid });
    },
  );

  it('answers POST with 405', async () => {
    const res = await request(t.app).post('/api/auth/register/verify/abc').send({});
    expect(res.status).toBe(405);
  });
});

describe('POST /api/auth/register/resend-verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  const mailsTo = (t: TestApp, email: string) =>
    t.deps.outbox.list().filter((m) => m.to === email).length;
  const sentSecondsAgo = (t: TestApp, email: string, seconds: number) => {
    const user = t.deps.store.data.users.find((u) => u.email === email);
    if (!user) throw new Error('no user');
    user.lastVerificationSentAt = new Date(Date.now() - seconds * 1000).toISOString();
  };

  it('refuses a resend right after registering: 429, Retry-After and the error text, no mail', async () => {
    const { email } = await registerAccount(t);
    expect(mailsTo(t, email)).toBe(1);

    const res = await resend(t, email);
    expectReply(authCalls.resendVerification, res, 429);
    const wait = Number(res.headers[RETRY_AFTER_HEADER]);
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
    expect(res.body).toEqual({
      code: 'RATE_LIMITED',
      message: `Please wait ${wait} seconds before requesting another email`,
      error: `Please wait ${wait} seconds before requesting another email`,
      retryAfter: wait,
    });
    expect(mailsTo(t, email)).toBe(1);
  });

  it('counts the remaining time down from the last e-mail', async () => {
    const { email } = await registerAccount(t);
    sentSecondsAgo(t, email, 45);
    const res = await resend(t, email);
    expectReply(authCalls.resendVerification, res, 429);
    expect(Number(res.headers[RETRY_AFTER_HEADER])).toBe(15);
    expect(res.body.retryAfter).toBe(15);
  });

  it('sends a new link that replaces the old one once 60 s have passed, then waits again', async () => {
    const { email } = await registerAccount(t);
    const oldToken = latestVerificationToken(t, email);
    sentSecondsAgo(t, email, 61);

    const res = await resend(t, email.toUpperCase());
    expectReply(authCalls.resendVerification, res, 200);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.resent });
    expect(mailsTo(t, email)).toBe(2);
    const newToken = latestVerificationToken(t, email);
    expect(newToken).not.toBe(oldToken);

    const tooSoon = await resend(t, email);
    expectReply(authCalls.resendVerification, tooSoon, 429);
    expect(Number(tooSoon.headers[RETRY_AFTER_HEADER])).toBeGreaterThan(55);
    expect(mailsTo(t, email)).toBe(2);

    // The replaced link no longer works; the new one does.
    expect((await verify(t, oldToken)).body.verified).toBe(false);
    expect((await verify(t, newToken)).body.verified).toBe(true);
  });

  it('lets only one of two simultaneous resends through', async () => {
    const { email } = await registerAccount(t);
    sentSecondsAgo(t, email, 61);
    const replies = await Promise.all([resend(t, email), resend(t, email)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 429]);
    expect(mailsTo(t, email)).toBe(2);
  });

  it('answers an already verified account with 400 and the error text the client reads', async () => {
    const { user } = await createUser(t.deps, { verified: true });
    const res = await resend(t, user.email);
    expectReply(authCalls.resendVerification, res, 400);
    expect(res.body).toMatchObject({
      code: 'EMAIL_ALREADY_VERIFIED',
      error: 'Email is already verified',
    });
  });

  it('answers an unknown e-mail with 404 and the error text the client reads', async () => {
    const res = await resend(t, 'nobody-here@example.com');
    expectReply(authCalls.resendVerification, res, 404);
    expect(res.body).toMatchObject({ code: 'USER_NOT_FOUND', error: 'User not found' });
  });

  it.each([[''], ['not-an-email'], [42]])(
    'answers the malformed e-mail %j with 400',
    async (email) => {
      const res = await resend(t, email);
      expectReply(authCalls.resendVerification, res, 400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    },
  );

  it('accepts the bearer token of an unverified user (it is not required)', async () => {
    const { user, bearer } = await createUser(t.deps, { verified: false });
    const res = await request(t.app)
      .post('/api/auth/register/resend-verification')
      .set('Authorization', bearer)
      .send({ email: user.email });
    expectReply(authCalls.resendVerification, res, 200);
  });

  it('answers GET with 405', async () => {
    const res = await request(t.app).get('/api/auth/register/resend-verification');
    expect(res.status).toBe(405);
  });
});
