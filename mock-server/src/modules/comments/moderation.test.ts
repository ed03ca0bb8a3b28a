import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  moderationCalls,
  type BlockList,
  type Comment,
  type HeldPage,
} from '@inkreel/shared';
import { expectReply } from '../../test/expect-reply.js';
import {
  addItem,
  expectCode,
  postComment,
  readThread,
  textsOf,
  threadPath,
} from '../../test/comment-items.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';

describe('moderation by the uploader', () => {
  let t: TestApp;
  let ann: TestUser;
  let bob: TestUser;
  let cy: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    [ann, bob, cy] = await Promise.all([
      createUser(t.deps, { name: 'Ann' }),
      createUser(t.deps, { name: 'Bob' }),
      createUser(t.deps, { name: 'Cy' }),
    ]);
  });
  afterAll(() => t.cleanup());

  const setMode = (user: TestUser, id: string, mode: string) =>
    request(t.app)
      .put(moderationCalls.videoSettings.path.replace(':id', id))
      .set('Authorization', user.bearer)
      .send({ mode });
  const held = async (user: TestUser) => {
    const res = await request(t.app)
      .get(moderationCalls.held.path)
      .set('Authorization', user.bearer);
    expectReply(moderationCalls.held, res, 200);
    return res.body as HeldPage;
  };
  const approve = (user: TestUser, id: string) =>
    request(t.app)
      .post(moderationCalls.approve.path.replace(':id', id))
      .set('Authorization', user.bearer);

  it('holds comments for approval: seen by their author and the uploader, counted once approved', async () => {
    const video = await addItem(t, 'video', ann, { title: 'Held video' });
    const res = await setMode(ann, video, 'held');
    expectReply(moderationCalls.videoSettings, res, 200);
    const waiting = await postComment(t, 'video', video, bob, { text: 'Please approve' });
    expect(waiting.state).toBe('held');
    const own = await postComment(t, 'video', video, ann, { text: 'The uploader needs none' });
    expect(own.state).toBe('published');

    expect(textsOf(await readThread(t, 'video', video))).toEqual(['The uploader needs none']);
    expect(textsOf(await readThread(t, 'video', video, cy))).toEqual(['The uploader needs none']);
    const asAuthor = await readThread(t, 'video', video, bob);
    expect(asAuthor.items.map((c) => c.state)).toEqual(['published', 'held']);
    expect(asAuthor).toMatchObject({ mode: 'held', count: 1 });
    expect((await readThread(t, 'video', video, ann)).items).toHaveLength(2);

    const queue = await held(ann);
    expect(queue.count).toBe(1);
    expect(queue.items[0]).toMatchObject({
      _id: waiting._id,
      item: { kind: 'video', _id: video, title: 'Held video' },
    });
    expect((await held(bob)).items).toEqual([]);

    expectCode(await approve(cy, waiting._id), 404, ErrorCode.NOT_FOUND);
    expectCode(await approve(bob, waiting._id), 403, ErrorCode.NOT_UPLOADER);
    const approved = await approve(ann, waiting._id);
    expectReply(moderationCalls.approve, approved, 200);
    expect((approved.body as Comment).state).toBe('published');
    expect((await approve(ann, waiting._id)).status).toBe(200);
    expect((await readThread(t, 'video', video, cy)).count).toBe(2);
    expect((await held(ann)).count).toBe(0);
  });

  it('turns comments off: the thread is not shown and new ones are refused with a code', async () => {
    const video = await addItem(t, 'video', ann);
    await postComment(t, 'video', video, bob, { text: 'Before' });
    expect((await setMode(ann, video, 'off')).status).toBe(200);
    expect(await readThread(t, 'video', video)).toMatchObject({ items: [], count: 0, mode: 'off' });
    const res = await request(t.app)
      .post(threadPath('video', video))
      .set('Authorization', bob.bearer)
      .send({ text: 'After' });
    expectCode(res, 403, ErrorCode.COMMENTS_OFF);
    expect((await setMode(ann, video, 'open')).status).toBe(200);
    expect(textsOf(await readThread(t, 'video', video))).toEqual(['Before']);
  });

  it('refuses settings from anyone but the uploader, a missing item and an unknown mode', async () => {
    const video = await addItem(t, 'video', ann);
    expectCode(await setMode(bob, video, 'off'), 403, ErrorCode.NOT_UPLOADER);
    expectCode(await setMode(ann, 'b'.repeat(24), 'off'), 404, ErrorCode.NOT_FOUND);
    expectCode(await setMode(ann, video, 'closed'), 400, ErrorCode.VALIDATION_FAILED);
  });

  it('blocks an account from commenting on all of the uploader’s items, until unblocked', async () => {
    const [one, two] = await Promise.all([addItem(t, 'story', ann), addItem(t, 'book', ann)]);
    const path = (userId: string) => moderationCalls.block.path.replace(':userId', userId);
    const block = await request(t.app).put(path(cy.user._id)).set('Authorization', ann.bearer);
    expectReply(moderationCalls.block, block, 200);
    expect(block.body).toEqual({ user: { _id: cy.user._id, name: 'Cy' }, blocked: true });
    for (const [kind, id] of [
      ['story', one],
      ['book', two],
    ] as const) {
      const res = await request(t.app)
        .post(threadPath(kind, id))
        .set('Authorization', cy.bearer)
        .send({ text: 'x' });
      expectCode(res, 403, ErrorCode.COMMENTING_BLOCKED);
      expect((await readThread(t, kind, id, cy)).viewer.blocked).toBe(true);
    }
    // Someone else's uploads stay open to them.
    await postComment(t, 'story', await addItem(t, 'story', bob), cy, { text: 'elsewhere' });

    const list = await request(t.app)
      .get(moderationCalls.blocks.path)
      .set('Authorization', ann.bearer);
    expectReply(moderationCalls.blocks, list, 200);
    expect((list.body as BlockList).items.map((b) => b.user.name)).toEqual(['Cy']);
    expectCode(
      await request(t.app).put(path(ann.user._id)).set('Authorization', ann.bearer),
      400,
      ErrorCode.CANNOT_BLOCK_SELF,
    );
    expectCode(
      await request(t.app)
        .put(path('c'.repeat(24)))
        .set('Authorization', ann.bearer),
      404,
      ErrorCode.NOT_FOUND,
    );

    const unblock = await request(t.app).delete(path(cy.user._id)).set('Authorization', ann.bearer);
    expectReply(moderationCalls.unblock, unblock, 200);
    expect(unblock.body.blocked).toBe(false);
    await postComment(t, 'story', one, cy, { text: 'Back again' });
  });
});
