import { readFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls, passwordResetCalls, RETRY_AFTER_HEADER } from '@inkreel/shared';
import { uniqueEmail } from '../../test/auth-flows.js';
import { expectReply } from '../../test/expect-reply.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser } from '../../test/users.js';
import { PASSWORD_RESET_LIMITS } from './rate-limit.js';
import { PASSWORD_RESET_TTL_MS, RESET_MESSAGES } from './password-reset.service.js';

const forgot = (t: TestApp, email: unknown) =>
  request(t.app).post('/api/auth/forgot-password').send({ email });
const reset = (t: TestApp, body: Record<string, unknown>) =>
  request(t.app).post('/api/auth/reset-password').send(body);
const login = (t: TestApp, email: string, password: string) =>
  request(t.app).post('/api/auth/login').send({ email, password });

/** The token in the newest reset e-mail to `email`, read from the outbox as a person would. */
function latestResetToken(t: TestApp, email: string): string {
  const mine = t.deps.outbox.list().filter((m) => m.to === email.toLowerCase());
  const match = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mine.at(-1)?.text ?? '');
  expect(match, `no reset e-mail to ${email}`).not.toBeNull();
  return match?.[1] ?? '';
}

describe('POST /api/auth/forgot-password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  it('answers a known and an unknown address alike, and mails only the known one', async () => {
    const { user } = await createUser(t.deps, { name: 'Reset Person' });
    const unknown = uniqueEmail('nobody');
    const before = t.deps.outbox.list().length;
    const known = await forgot(t, user.email.toUpperCase());
    const other = await forgot(t, unknown);
    expectReply(passwordResetCalls.forgotPassword, known, 200);
    expectReply(passwordResetCalls.forgotPassword, other, 200);
    expect(known.body).toEqual({ message: RESET_MESSAGES.requested });
    expect(other.body).toEqual(known.body);
    expect(other.headers['content-type']).toBe(known.headers['content-type']);

    const sent = t.deps.outbox.list().slice(before);
    expect(sent.map((m) => m.to)).toEqual([user.email]);
    expect(sent[0]?.subject).toBe('Reset your Inkreel password');
    expect(sent[0]?.text).toContain('Hi Reset Person');
    const token = latestResetToken(t, user.email);
    // 256 random bits in base64url (at least 128 are required).
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sent[0]?.text).toContain(`/reset-password/${token}`);
  });

  it('marks the link of an account without a password (Google made it) with ?set=1, a reset link not', async () => {
    const origin = t.deps.env.CLIENT_ORIGIN.replace(/\/+$/, '');
    const { user: withPassword } = await createUser(t.deps);
    const { user: googleOnly } = await createUser(t.deps, { name: 'Google Only' });
    const record = t.deps.store.data.users.find((u) => u._id === googleOnly._id);
    if (record) delete record.passwordHash;
    await forgot(t, withPassword.email);
    await forgot(t, googleOnly.email);
    const mailTo = (email: string) => t.deps.outbox.list().findLast((m) => m.to === email);

    const resetMail = mailTo(withPassword.email);
    const resetLink = `${origin}/reset-password/${latestResetToken(t, withPassword.email)}`;
    expect(resetMail?.subject).toBe('Reset your Inkreel password');
    expect(resetMail?.text.split('\n')).toContain(resetLink);
    expect(resetMail?.text).not.toContain('?set=1');

    const setMail = mailTo(googleOnly.email);
    const setLink = `${origin}/reset-password/${latestResetToken(t, googleOnly.email)}?set=1`;
    expect(setMail?.subject).toBe('Set a password for Inkreel');
    expect(setMail?.text.split('\n')).toContain(setLink);
    expect(setMail?.html).toContain(`href="${setLink}"`);
    // The mark changes only the page's words: the token sets the password as a reset's does.
    const token = latestResetToken(t, googleOnly.email);
    expect((await reset(t, { token, password: 'a-first-password' })).status).toBe(200);
    expect((await login(t, googleOnly.email, 'a-first-password')).status).toBe(200);
  });

  it('keeps only a hash of the token, on disk and in memory', async () => {
    const { user } = await createUser(t.deps);
    await forgot(t, user.email);
    const token = latestResetToken(t, user.email);
    const db = await readFile(path.join(t.dataDir, 'db.json'), 'utf8');
    expect(db).not.toContain(token);
    expect(JSON.stringify(t.deps.store.data)).not.toContain(token);
    const record = t.deps.store.data.passwordResetTokens.find((r) => r.userId === user._id);
    expect(record?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const ttl = Date.parse(record?.expiresAt ?? '') - Date.parse(record?.createdAt ?? '');
    expect(ttl).toBe(PASSWORD_RESET_TTL_MS);
    expect(PASSWORD_RESET_TTL_MS).toBe(60 * 60 * 1000);
  });

  it.each([
    ['no e-mail', {}],
    ['a malformed e-mail', { email: 'not-an-address' }],
    ['a number', { email: 42 }],
  ])('refuses %s with 400 VALIDATION_FAILED', async (_label, body) => {
    const res = await request(t.app).post('/api/auth/forgot-password').send(body);
    expectReply(passwordResetCalls.forgotPassword, res, 400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});

// Several scrypt hashes per test (sign-ins, the new password): slow on a busy machine.
describe('POST /api/auth/reset-password', { timeout: 90_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  it('sets the new password once, and signs out every earlier session', async () => {
    const { user, password, bearer } = await createUser(t.deps);
    const second = await login(t, user.email, password);
    expect(second.status).toBe(200);
    await forgot(t, user.email);
    const token = latestResetToken(t, user.email);

    const res = await reset(t, { token, password: 'a-brand-new-secret' });
    expectReply(passwordResetCalls.resetPassword, res, 200);
    expect(res.body).toEqual({ message: RESET_MESSAGES.done });

    // Every session from before is over, this device's and the other one's.
    for (const auth of [bearer, `Bearer ${second.body.token as string}`]) {
      const status = await request(t.app).get('/api/auth/status').set('Authorization', auth);
      expectReply(authCalls.status, status, 401);
    }
    expect((await login(t, user.email, password)).status).toBe(401);
    const fresh = await login(t, user.email, 'a-brand-new-secret');
    expect(fresh.status).toBe(200);
    const status = await request(t.app)
      .get('/api/auth/status')
      .set('Authorization', `Bearer ${fresh.body.token as string}`);
    expectReply(authCalls.status, status, 200);

    const again = await reset(t, { token, password: 'yet-another-secret' });
    expectReply(passwordResetCalls.resetPassword, again, 400);
    expect(again.body).toMatchObject({ code: 'RESET_TOKEN_USED', message: RESET_MESSAGES.used });
    expect((await login(t, user.email, 'a-brand-new-secret')).status).toBe(200);
  });

  it('verifies the address of an account that had not verified it yet', async () => {
    const { user } = await createUser(t.deps, { verified: false });
    await forgot(t, user.email);
    await reset(t, { token: latestResetToken(t, user.email), password: 'mailbox-owner-1' });
    expect(user.isEmailVerified).toBe(true);
  });

  it('refuses a link replaced by a newer request, and takes the newer one', async () => {
    const { user } = await createUser(t.deps);
    await forgot(t, user.email);
    const older = latestResetToken(t, user.email);
    await forgot(t, user.email);
    const newer = latestResetToken(t, user.email);
    expect(newer).not.toBe(older);
    const res = await reset(t, { token: older, password: 'replaced-link-1' });
    expectReply(passwordResetCalls.resetPassword, res, 400);
    expect(res.body.code).toBe('RESET_TOKEN_INVALID');
    expect((await reset(t, { token: newer, password: 'replaced-link-1' })).status).toBe(200);
  });

  it('refuses an expired link and leaves the password alone', async () => {
    const { user, password } = await createUser(t.deps);
    await forgot(t, user.email);
    const token = latestResetToken(t, user.email);
    const record = t.deps.store.data.passwordResetTokens.find((r) => r.userId === user._id);
    if (!record) throw new Error('no reset record');
    record.expiresAt = new Date(Date.now() - 1000).toISOString();
    const res = await reset(t, { token, password: 'too-late-secret' });
    expectReply(passwordResetCalls.resetPassword, res, 400);
    expect(res.body).toMatchObject({
      code: 'RESET_TOKEN_EXPIRED',
      message: RESET_MESSAGES.expired,
    });
    expect((await login(t, user.email, password)).status).toBe(200);
  });

  it.each([
    ['a wrong token', { token: 'x'.repeat(43), password: 'long-enough-1' }, 'RESET_TOKEN_INVALID'],
    ['a short password', { token: 'x'.repeat(43), password: 'short' }, 'VALIDATION_FAILED'],
    ['no token', { password: 'long-enough-1' }, 'VALIDATION_FAILED'],
    [
      'an overlong token',
      { token: 'x'.repeat(500), password: 'long-enough-1' },
      'VALIDATION_FAILED',
    ],
    ['no password', { token: 'x'.repeat(43) }, 'VALIDATION_FAILED'],
  ])('refuses %s with a coded 400', async (_label, body, code) => {
    const res = await reset(t, body);
    expectReply(passwordResetCalls.resetPassword, res, 400);
    expect(res.body.code).toBe(code);
  });

  it('applies the register rules to the new password and keeps the link usable', async () => {
    const { user } = await createUser(t.deps);
    await forgot(t, user.email);
    const token = latestResetToken(t, user.email);
    const weak = await reset(t, { token, password: 'short' });
    expect(weak.body.message).toContain('at least 8 characters');
    expect((await reset(t, { token, password: 'long-enough-now' })).status).toBe(200);
  });
});

describe('GET /api/auth/reset-password/{token}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());
  const check = (token: string) => request(t.app).get(`/api/auth/reset-password/${token}`);

  it('says a link works, without using it up, and refuses it as the reset does once it does not', async () => {
    const { user } = await createUser(t.deps);
    await forgot(t, user.email);
    const token = latestResetToken(t, user.email);
    const record = t.deps.store.data.passwordResetTokens.find((r) => r.userId === user._id);

    const fresh = await check(token);
    expectReply(passwordResetCalls.checkResetToken, fresh, 200);
    expect(fresh.body).toEqual({ expiresAt: record?.expiresAt });
    expectReply(passwordResetCalls.checkResetToken, await check(token), 200);
    expect(record?.usedAt).toBeUndefined();

    expect((await reset(t, { token, password: 'checked-then-set' })).status).toBe(200);
    const used = await check(token);
    expectReply(passwordResetCalls.checkResetToken, used, 400);
    expect(used.body).toMatchObject({ code: 'RESET_TOKEN_USED', message: RESET_MESSAGES.used });

    await forgot(t, user.email);
    const late = t.deps.store.data.passwordResetTokens.find(
      (r) => r.userId === user._id && !r.usedAt,
    );
    if (!late) throw new Error('no new reset record');
    late.expiresAt = new Date(Date.now() - 1000).toISOString();
    const expired = await check(latestResetToken(t, user.email));
    expectReply(passwordResetCalls.checkResetToken, expired, 400);
    expect(expired.body.code).toBe('RESET_TOKEN_EXPIRED');
  });

  it('refuses a wrong token with RESET_TOKEN_INVALID and an overlong one as malformed', async () => {
    const wrong = await check('x'.repeat(43));
    expectReply(passwordResetCalls.checkResetToken, wrong, 400);
    expect(wrong.body).toMatchObject({
      code: 'RESET_TOKEN_INVALID',
      message: RESET_MESSAGES.invalid,
    });
    const long = await check('x'.repeat(500));
    expectReply(passwordResetCalls.checkResetToken, long, 400);
    expect(long.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('forgot-password rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  it('refuses a burst for one address with 429 and Retry-After, known or not', async () => {
    const { user } = await createUser(t.deps);
    const unknown = uniqueEmail('burst');
    for (const email of [user.email, unknown]) {
      for (let i = 0; i < PASSWORD_RESET_LIMITS.perEmail; i += 1) {
        expect((await forgot(t, email)).status).toBe(200);
      }
      const refused = await forgot(t, email);
      expectReply(passwordResetCalls.forgotPassword, refused, 429);
      expect(refused.body.code).toBe('RATE_LIMITED');
      const wait = Number(refused.headers[RETRY_AFTER_HEADER.toLowerCase()]);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(PASSWORD_RESET_LIMITS.windowSeconds);
    }
    // Only the allowed requests for the known address were mailed.
    const mailed = t.deps.outbox.list().filter((m) => m.to === user.email);
    expect(mailed).toHaveLength(PASSWORD_RESET_LIMITS.perEmail);
  });

  it('refuses one client walking through many addresses', async () => {
    const fresh = await createTestApp();
    try {
      for (let i = 0; i < PASSWORD_RESET_LIMITS.perClient; i += 1) {
        expect((await forgot(fresh, uniqueEmail('walk'))).status).toBe(200);
      }
      const refused = await forgot(fresh, uniqueEmail('walk'));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await fresh.cleanup();
    }
  });
});
