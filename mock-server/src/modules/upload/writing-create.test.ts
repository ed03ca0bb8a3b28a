import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadCalls } from '@inkreel/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { expectReply } from '../../test/expect-reply.js';
import { createUser, type TestUser } from '../../test/users.js';
import { balanceCents } from '../wallet/wallet.service.js';

describe('POST /api/poems and /api/stories', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.deps);
  });
  afterAll(() => t.cleanup());

  const post = (path: string, body: unknown, bearer?: string) => {
    const req = request(t.app).post(path);
    return (bearer ? req.set('Authorization', bearer) : req).send(body as object);
  };

  it.each([
    ['/api/poems', uploadCalls.poem, 'poem'],
    ['/api/stories', uploadCalls.story, 'story'],
  ] as const)('%s stores the item for free and replies 201', async (path, call, kind) => {
    const res = await post(
      path,
      { title: '  Night Rain ', content: 'Soft rain\non the roof', tags: 'rain, ,night,' },
      user.bearer,
    );
    expectReply(call, res, 201);
    expect(res.body).toMatchObject({
      title: 'Night Rain',
      content: 'Soft rain\non the roof',
      tags: ['rain', 'night'],
      uploadedBy: { _id: user.user._id, name: user.user.name },
    });
    const record = t.deps.store.data.writings.find((w) => w._id === res.body._id);
    expect(record).toMatchObject({ kind, uploaderId: user.user._id });
    expect(balanceCents(t.deps.store, user.user._id)).toBe(0);
  });

  it('takes tags as an array or not at all', async () => {
    const array = await post(
      '/api/poems',
      { title: 'A', content: 'B', tags: [' x ', ''] },
      user.bearer,
    );
    expectReply(uploadCalls.poem, array, 201);
    expect(array.body.tags).toEqual(['x']);
    const none = await post('/api/stories', { title: 'A', content: 'B' }, user.bearer);
    expectReply(uploadCalls.story, none, 201);
    expect(none.body.tags).toEqual([]);
  });

  it('answers 400 with a message naming the problem', async () => {
    const noContent = await post('/api/poems', { title: 'Only a title' }, user.bearer);
    expectReply(uploadCalls.poem, noContent, 400);
    expect(noContent.body.message).toMatch(/Content is required/);
    const badTags = await post('/api/stories', { title: 'T', content: 'C', tags: 5 }, user.bearer);
    expectReply(uploadCalls.story, badTags, 400);
    expect(badTags.body.message).toMatch(/tags/);
    const notJson = await request(t.app)
      .post('/api/poems')
      .set('Authorization', user.bearer)
      .set('Content-Type', 'application/json')
      .send('{"title":');
    expectReply(uploadCalls.poem, notJson, 400);
  });

  it('answers 401 without a token and 403 to an unverified user', async () => {
    expectReply(uploadCalls.poem, await post('/api/poems', { title: 'T', content: 'C' }), 401);
    const unverified = await createUser(t.deps, { verified: false });
    const res = await post('/api/stories', { title: 'T', content: 'C' }, unverified.bearer);
    expectReply(uploadCalls.story, res, 403);
    expect(res.body.code).toBe('EMAIL_NOT_VERIFIED');
  });
});

describe('POST /api/poems with a configured price', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_PRICE_POEM: '1.5' });
  });
  afterAll(() => t.cleanup());

  it('charges the price, and answers 403 INSUFFICIENT_BALANCE when it is not covered', async () => {
    const user = await createUser(t.deps, { credits: 2 });
    const first = await request(t.app)
      .post('/api/poems')
      .set('Authorization', user.bearer)
      .send({ title: 'Paid', content: 'Verse' });
    expectReply(uploadCalls.poem, first, 201);
    expect(balanceCents(t.deps.store, user.user._id)).toBe(50);
    const second = await request(t.app)
      .post('/api/poems')
      .set('Authorization', user.bearer)
      .send({ title: 'Paid again', content: 'Verse' });
    expectReply(uploadCalls.poem, second, 403);
    expect(second.body).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      requiredAmount: 1.5,
      balance: 0.5,
    });
    expect(t.deps.store.data.writings).toHaveLength(1);
  });
});
