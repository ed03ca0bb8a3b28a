import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls, devCalls } from '@inkreel/shared';
import { buildOpenApiDocument } from '@inkreel/shared/openapi';
import { expectReply } from '../../test/expect-reply.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { AUTH_MESSAGES } from './auth.service.js';
import { latestVerificationToken, registerAccount, uniqueEmail } from '../../test/auth-flows.js';

const CLIENT_ORIGIN = 'http://client.test:5173';

type Schema = { properties: Record<string, { pattern: string }> };
type Register = { post: { requestBody: { content: Record<string, { schema: Schema }> } } };

/** The e-mail pattern the OpenAPI document gives the register body. */
function registerEmailPattern(): string {
  const register = (buildOpenApiDocument().paths as Record<string, Register>)['/api/auth/register'];
  return register?.post.requestBody.content['application/json']?.schema.properties.email
    ?.pattern as string;
}

describe('POST /api/auth/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CLIENT_ORIGIN });
  });
  afterAll(() => t.cleanup());

  it('creates an unverified account and mails a verification link', async () => {
    const email = uniqueEmail('Mixed.Case');
    const res = await request(t.app)
      .post('/api/auth/register')
      .send({ name: 'Grace <Hopper>', email, password: 'compiler-1952' });
    expectReply(authCalls.register, res, 201);
    expect(res.body.message).toBe(AUTH_MESSAGES.registered);
    expect(res.body.user).toMatchObject({
      email: email.toLowerCase(),
      name: 'Grace <Hopper>',
      isEmailVerified: false,
      subscription: null,
    });
    expect(res.body.user._id).toMatch(/^[a-f0-9]{24}$/);
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|scrypt\$/);

    const stored = t.deps.store.data.users.find((u) => u._id === res.body.user._id);
    // The test app's PASSWORD_HASH_COST (10); password.test.ts checks the default of 2^17.
    expect(stored?.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$/);

    const mailbox = await request(t.app).get('/__dev/mailbox');
    expectReply(devCalls.mailbox, mailbox, 200);
    const mail = mailbox.body.messages[0];
    expect(mail.to).toBe(email.toLowerCase());
    const token = latestVerificationToken(t, email);
    expect(mail.text).toContain(`${CLIENT_ORIGIN}/verify-email/${token}`);
    expect(mail.html).toContain(`<a href="${CLIENT_ORIGIN}/verify-email/${token}"`);
    // The name is escaped in the HTML part.
    expect(mail.html).toContain('Grace &lt;Hopper&gt;');
    // At least 128 random bits, and only the hash is stored.
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(JSON.stringify(t.deps.store.data.verificationTokens)).not.toContain(token);
  });

  it('refuses a second account for the same e-mail in any letter case with 409', async () => {
    const { email } = await registerAccount(t);
    const res = await request(t.app)
      .post('/api/auth/register')
      .send({ name: 'Someone Else', email: email.toUpperCase(), password: 'another-password' });
    expectReply(authCalls.register, res, 409);
    expect(res.body.code).toBe('EMAIL_TAKEN');
    expect(t.deps.store.data.users.filter((u) => u.email === email)).toHaveLength(1);
  });

  it.each([
    ['a short password', { name: 'A', email: 'a@example.com', password: 'short' }, 'password'],
    ['a malformed e-mail', { name: 'A', email: 'not-an-email', password: 'long-enough' }, 'email'],
    ['a missing name', { email: 'b@example.com', password: 'long-enough' }, 'name'],
    [
      'a non-string password',
      { name: 'A', email: 'c@example.com', password: 12345678 },
      'password',
    ],
  ])('answers %s with 400 naming the field', async (_label, body, field) => {
    const res = await request(t.app).post('/api/auth/register').send(body);
    expectReply(authCalls.register, res, 400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(`body.${field}`);
  });

  // Issue 50, item 4: the document's pattern is the whole e-mail rule, and nothing is trimmed.
  it.each([
    ['0@com', 400],
    ['a@b.c', 400],
    [' spaced@example.com', 400],
    ['x@a-.example.com', 201],
    ["o'neil+tag@mail.example.co.uk", 201],
  ])('answers the address %j with %i, as the document’s pattern says', async (email, status) => {
    const res = await request(t.app)
      .post('/api/auth/register')
      .send({ name: 'Pattern', email, password: 'long-enough' });
    expectReply(authCalls.register, res, status);
    expect(new RegExp(registerEmailPattern(), 'u').test(email)).toBe(status === 201);
  });

  it('answers GET with 405', async () => {
    const res = await request(t.app).get('/api/auth/register');
    expect(res.status).toBe(405);
    expect(res.body.code).toBe('METHOD_NOT_ALLOWED');
  });
});
