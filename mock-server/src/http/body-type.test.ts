import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allCalls,
  authCalls,
  IDEMPOTENCY_HEADER,
  requestBodyType,
  uploadCalls,
  walletCalls,
  type CallContract,
} from '@inkreel/shared';
import { expectReply } from '../test/expect-reply.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createUser, type TestUser } from '../test/users.js';

/** Every documented call with a body, and the one media type the document gives it. */
const withBodies = allCalls.flatMap(({ id, call }) => {
  const type = call.scope === 'dev' ? undefined : requestBodyType(call);
  return type ? [[id, call, type] as const] : [];
});
const jsonCalls = withBodies.filter(([, , type]) => type === 'application/json');

/** A path with every parameter filled. */
const pathOf = (path: string) => path.replace(/:([A-Za-z_]+)/g, 'some-id');

/** The call's own method (PUT and PATCH have bodies too), for supertest. */
const methodOf = (call: CallContract) => call.method.toLowerCase() as 'post' | 'put' | 'patch';

describe('a body not of the call’s media type (issue 50, item 3)', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.deps, { credits: 100 });
  });
  afterAll(() => t.cleanup());

  it('answers a deposit of valid JSON sent as text/plain 415, not "Amount must be a number"', async () => {
    const res = await request(t.app)
      .post(walletCalls.deposit.path)
      .set('Authorization', user.bearer)
      .set(IDEMPOTENCY_HEADER, 'text-plain-deposit')
      .set('Content-Type', 'text/plain')
      .send('{"amount":5}');
    expectReply(walletCalls.deposit, res, 415);
    expect(res.body).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'The request body must be application/json (Content-Type: text/plain)',
    });
    expect(t.deps.store.data.payments).toEqual([]);
  });

  it.each(jsonCalls)('%s answers 415 to a body that is not application/json', async (_id, call) => {
    for (const [type, body] of [
      ['text/plain', '{}'],
      ['application/x-www-form-urlencoded', 'amount=5&email=a%40b.co'],
      ['multipart/form-data; boundary=x', '--x--\r\n'],
      ['application/vnd.api+json', '{}'],
    ]) {
      const agent = request(t.app);
      const res = await agent[methodOf(call)](pathOf(call.path))
        .set('Authorization', user.bearer)
        .set('Content-Type', type ?? '')
        .send(body);
      expectReply(call, res, 415);
      expect(res.body.code, type).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it.each(withBodies.filter(([, call]) => call.multipart))(
    '%s answers 415 to a body that is not multipart/form-data',
    async (_id, call) => {
      const agent = request(t.app);
      const res = await agent[methodOf(call)](pathOf(call.path))
        .set('Authorization', user.bearer)
        .send({ title: 'JSON instead of a form' });
      expectReply(call, res, 415);
      expect(res.body.message).toBe(
        'The request body must be multipart/form-data (Content-Type: application/json)',
      );
    },
  );

  it('answers 415 to body bytes sent without a Content-Type', async () => {
    const res = await request(t.app)
      .post(authCalls.login.path)
      .send(Buffer.from('{"email":"a@b.co","password":"x"}'));
    expectReply(authCalls.login, res, 415);
    expect(res.body.message).toMatch(/\(Content-Type: none\)$/);
  });

  it('takes logout without a body, with an empty one of any type, and with {}', async () => {
    const requests = [
      () => request(t.app).post(authCalls.logout.path),
      () => request(t.app).post(authCalls.logout.path).set('Content-Type', 'text/plain').send(''),
      () => request(t.app).post(authCalls.logout.path).send({}),
      () =>
        request(t.app)
          .post(authCalls.logout.path)
          .set('Content-Type', 'application/json; charset=utf-8')
          .send('{}'),
    ];
    for (const send of requests) {
      const signedIn = await createUser(t.deps);
      const res = await send().set('Authorization', signedIn.bearer);
      expectReply(authCalls.logout, res, 200);
    }
  });

  it('still reads an upload with no body as missing its fields (400), not a wrong type', async () => {
    const res = await request(t.app).post(uploadCalls.poem.path).set('Authorization', user.bearer);
    expectReply(uploadCalls.poem, res, 400);
    const video = await request(t.app)
      .post(uploadCalls.video.path)
      .set('Authorization', user.bearer);
    expectReply(uploadCalls.video, video, 400);
  });
});
