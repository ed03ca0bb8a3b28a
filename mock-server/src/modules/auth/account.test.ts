import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCalls, authCalls, ErrorCode } from '@inkreel/shared';
import { expectReply } from '../../test/expect-reply.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser } from '../../test/users.js';
import { ACCOUNT_MESSAGES } from './account.service.js';

const NEW_PASSWORD = 'a-brand-new-secret';

const login = (t: TestApp, email: string, password: string) =>
  request(t.app).post('/api/auth/login').send({ email, password });
const status = (t: TestApp, bearer: string) =>
  request(t.app).get('/api/auth/status').set('Authorization', bearer);

describe('POST /api/account/name', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  it('renames the user (trimmed), answers the user and the next status says so', async () => {
    const { user, bearer } = await createUser(t.deps, { name: 'Old Name' });
    const res = await request(t.app)
      .post('/api/account/name')
      .set('Authorization', bearer)
      .send({ name: '  Ada Lovelace  ' });
    expectReply(accountCalls.changeName, res, 200);
    expect(res.body).toMatchObject({ _id: user._id, email: user.email, name: 'Ada Lovelace' });
    expect(res.body).not.toHaveProperty('passwordHash');
    expect((await status(t, bearer)).body.name).toBe('Ada Lovelace');
  });

  it('refuses an empty or too long name with VALIDATION_FAILED and keeps the old one', async () => {
    const { bearer } = await createUser(t.deps, { name: 'Kept Name' });
    for (const name of ['   ', 'x'.repeat(500), 42]) {
      const res = await request(t.app)
        .post('/api/account/name')
        .set('Authorization', bearer)
        .send({ name });
      expectReply(accountCalls.changeName, res, 400);
      expect(res.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    }
    expect((await status(t, bearer)).body.name).toBe('Kept Name');
  });

  it('answers 401 without a token or with a bad one', async () => {
    const none = await request(t.app).post('/api/account/name').send({ name: 'Nobody' });
    expectReply(accountCalls.changeName, none, 401);
    const bad = await request(t.app)
      .post('/api/account/name')
      .set('Authorization', 'Bearer not-a-token')
      .send({ name: 'Nobody' });
    expectReply(accountCalls.changeName, bad, 401);
    expect(bad.body.code).toBe(ErrorCode.UNAUTHORIZED);
  });
});

describe('POST /api/account/password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  const change = (bearer: string, body: unknown) =>
    request(t.app)
      .post('/api/account/password')
      .set('Authorization', bearer)
      .send(body as object);

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const { user, password, bearer } = await createUser(t.deps);
    const res = await change(bearer, { currentPassword: password, newPassword: NEW_PASSWORD });
    expectReply(accountCalls.changePassword, res, 200);
    expect(res.body).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged });
    expectReply(authCalls.login, await login(t, user.email, NEW_PASSWORD), 200);
    expect((await login(t, user.email, password)).status).toBe(401);
    // This session goes on.
    expect((await status(t, bearer)).status).toBe(200);
  });

  it('refuses a wrong current password with 400 WRONG_PASSWORD on that field', async () => {
    const { user, password, bearer } = await createUser(t.deps);
    const res = await change(bearer, {
      currentPassword: 'not-my-password',
      newPassword: NEW_PASSWORD,
    });
    expectReply(accountCalls.changePassword, res, 400);
    expect(res.body).toMatchObject({
      code: ErrorCode.WRONG_PASSWORD,
      message: ACCOUNT_MESSAGES.wrongPassword,
      field: 'currentPassword',
    });
    expectReply(authCalls.login, await login(t, user.email, password), 200);
    // Not a 401: the session is fine, and the client must not sign out.
    expect((await status(t, bearer)).status).toBe(200);
  });

  it('refuses a missing current password, a too short new one or the same one again with VALIDATION_FAILED', async () => {
    const { user, password, bearer } = await createUser(t.deps);
    for (const body of [
      { newPassword: NEW_PASSWORD },
      { currentPassword: '', newPassword: NEW_PASSWORD },
      { currentPassword: password, newPassword: 'short' },
      // The same password again changes nothing.
      { currentPassword: password, newPassword: password },
      { currentPassword: password },
      [],
    ]) {
      const res = await change(bearer, body);
      expectReply(accountCalls.changePassword, res, 400);
      expect(res.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    }
    expectReply(authCalls.login, await login(t, user.email, password), 200);
  });

  it('answers 401 without a token', async () => {
    const res = await request(t.app)
      .post('/api/account/password')
      .send({ currentPassword: 'whatever-it-is', newPassword: NEW_PASSWORD });
    expectReply(accountCalls.changePassword, res, 401);
  });
});

describe('POST /api/account/sign-out-everywhere', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  it('ends every session of the user, this one included, and no one else’s', async () => {
    const { user, password, bearer } = await createUser(t.deps);
    const other = await createUser(t.deps);
    const second = await login(t, user.email, password);
    const secondBearer = `Bearer ${String(second.body.token)}`;
    expect((await status(t, secondBearer)).status).toBe(200);

    const res = await request(t.app)
      .post('/api/account/sign-out-everywhere')
      .set('Authorization', bearer)
      .send({});
    expectReply(accountCalls.signOutEverywhere, res, 200);
    expect(res.body).toEqual({ message: ACCOUNT_MESSAGES.signedOutEverywhere });

    expect((await status(t, bearer)).status).toBe(401);
    expect((await status(t, secondBearer)).status).toBe(401);
    expect((await status(t, other.bearer)).status).toBe(200);
    // Signing in again works.
    const again = await login(t, user.email, password);
    expect((await status(t, `Bearer ${String(again.body.token)}`)).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await request(t.app).post('/api/account/sign-out-everywhere').send({});
    expectReply(accountCalls.signOutEverywhere, res, 401);
  });
});
