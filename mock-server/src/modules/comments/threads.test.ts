import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  COMMENT_KINDS,
  COMMENTS_PER_PAGE,
  commentCalls,
  ErrorCode,
  threadCallsByKind,
  type Comment,
  type ReplyPage,
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

describe('comment threads', () => {
  let t: TestApp;
  let ann: TestUser;
  let bob: TestUser;
  let cy: TestUser;
  let video: string;
  beforeAll(async () => {
    t = await createTestApp();
    [ann, bob, cy] = await Promise.all([
      createUser(t.deps, { name: 'Ann Author' }),
      createUser(t.deps, { name: 'Bob Viewer' }),
      createUser(t.deps, { name: 'Cy' }),
    ]);
    video = await addItem(t, 'video', ann, { duration: 90 });
  });
  afterAll(() => t.cleanup());

  it.each(COMMENT_KINDS)('takes comments on a %s, counted for everyone', async (kind) => {
    const id = await addItem(t, kind, ann);
    const empty = await readThread(t, kind, id);
    expect(empty).toMatchObject({ items: [], count: 0, mode: 'open', nextCursor: null });
    const posted = await postComment(t, kind, id, bob, { text: '  Lovely <b>work</b>  ' });
    expect(posted).toMatchObject({
      kind,
      itemId: id,
      text: 'Lovely <b>work</b>',
      state: 'published',
      author: { _id: bob.user._id, name: 'Bob Viewer' },
      replyCount: 0,
      likeCount: 0,
    });
    const thread = await readThread(t, kind, id);
    expect(textsOf(thread)).toEqual(['Lovely <b>work</b>']);
    expect(thread.count).toBe(1);
    expect(thread.viewer).toEqual({ moderator: false, blocked: false });
    expect((await readThread(t, kind, id, ann)).viewer.moderator).toBe(true);
  });

  it('pages 20 at a time, newest first, and sorts by likes on request', async () => {
    const id = await addItem(t, 'story', ann);
    const users = await Promise.all(Array.from({ length: 3 }, () => createUser(t.deps)));
    const posted: Comment[] = [];
    // 25 comments, at most 9 per person (10 a minute each is the cap).
    for (let n = 0; n < 25; n += 1) {
      posted.push(await postComment(t, 'story', id, users[n % 3] as TestUser, { text: `c${n}` }));
    }
    const first = await readThread(t, 'story', id);
    expect(first.items).toHaveLength(COMMENTS_PER_PAGE);
    expect(first.items[0]?.text).toBe('c24');
    expect(first.count).toBe(25);
    const second = await readThread(t, 'story', id, undefined, { cursor: first.nextCursor ?? '' });
    expect(textsOf(second)).toEqual(['c4', 'c3', 'c2', 'c1', 'c0']);
    expect(second.nextCursor).toBeNull();

    const liked = posted[3] as Comment;
    for (const user of [ann, bob]) {
      const res = await request(t.app)
        .put(commentCalls.like.path.replace(':id', liked._id))
        .set('Authorization', user.bearer);
      expectReply(commentCalls.like, res, 200);
    }
    const top = await readThread(t, 'story', id, bob, { sort: 'top' });
    expect(top.items[0]).toMatchObject({ text: 'c3', likeCount: 2, liked: true });
    const topNext = await readThread(t, 'story', id, bob, {
      sort: 'top',
      cursor: top.nextCursor ?? '',
    });
    expect(topNext.items).toHaveLength(5);
    const seen = new Set([...top.items, ...topNext.items].map((c) => c._id));
    expect(seen.size).toBe(25);
  });

  it('keeps one level of replies: a reply to a reply joins the thread and names whom it answers', async () => {
    const first = await postComment(t, 'video', video, ann, { text: 'Opening', at: 12 });
    const reply = await postComment(t, 'video', video, bob, {
      text: 'A reply',
      parentId: first._id,
    });
    const answer = await postComment(t, 'video', video, cy, {
      text: 'To Bob',
      parentId: reply._id,
    });
    expect(reply).toMatchObject({ parentId: first._id });
    expect(reply.replyTo).toBeUndefined();
    expect(answer).toMatchObject({
      parentId: first._id,
      replyTo: { _id: reply._id, author: { name: 'Bob Viewer' } },
    });
    const thread = await readThread(t, 'video', video);
    const top = thread.items.find((c) => c._id === first._id);
    expect(top).toMatchObject({ replyCount: 2, at: 12 });
    expect(thread.items.some((c) => c._id === reply._id)).toBe(false);
    expect(thread.count).toBeGreaterThanOrEqual(3);
    expect(thread.markers).toContainEqual({ _id: first._id, at: 12, excerpt: 'Opening' });

    const res = await request(t.app).get(commentCalls.replies.path.replace(':id', first._id));
    expectReply(commentCalls.replies, res, 200);
    expect(textsOf(res.body as ReplyPage)).toEqual(['A reply', 'To Bob']);
    const ofReply = await request(t.app).get(commentCalls.replies.path.replace(':id', reply._id));
    expectCode(ofReply, 404, ErrorCode.NOT_FOUND);
  });

  it('resolves @names of accounts, the longest name first', async () => {
    const posted = await postComment(t, 'video', video, bob, {
      text: 'Thanks @ann author! cc @Cy, not mail@Cy or @Nobody',
    });
    expect(posted.mentions).toEqual([
      { start: 7, length: 11, user: { _id: ann.user._id, name: 'Ann Author' } },
      { start: 23, length: 3, user: { _id: cy.user._id, name: 'Cy' } },
    ]);
  });

  it('counts exactly when many comment at once', async () => {
    const id = await addItem(t, 'poem', ann);
    const users = await Promise.all(Array.from({ length: 6 }, () => createUser(t.deps)));
    const sends = users.flatMap((user) =>
      Array.from({ length: 5 }, (_, n) =>
        request(t.app)
          .post(threadPath('poem', id))
          .set('Authorization', user.bearer)
          .send({ text: `n${n}` }),
      ),
    );
    const replies = await Promise.all(sends);
    expect(replies.map((r) => r.status)).toEqual(Array(30).fill(201));
    expect((await readThread(t, 'poem', id)).count).toBe(30);
  });

  describe('refuses', () => {
    // A fresh account for each test: every comment counts against its author's cap.
    let dee: TestUser;
    beforeEach(async () => {
      dee = await createUser(t.deps);
    });
    const send = (path: string, user: TestUser | null, body: unknown) => {
      const req = request(t.app)
        .post(path)
        .send(body as object);
      return user ? req.set('Authorization', user.bearer) : req;
    };

    it('a missing item (404), a malformed id (400), no token (401), an unverified account (403)', async () => {
      const call = threadCallsByKind.video.create;
      expectCode(
        await send(threadPath('video', 'f'.repeat(24)), dee, { text: 'x' }),
        404,
        ErrorCode.NOT_FOUND,
      );
      expectCode(
        await send(threadPath('video', 'nope'), dee, { text: 'x' }),
        400,
        ErrorCode.VALIDATION_FAILED,
      );
      expectCode(
        await send(threadPath('video', video), null, { text: 'x' }),
        401,
        ErrorCode.UNAUTHORIZED,
      );
      const unverified = await createUser(t.deps, { verified: false });
      const res = await send(threadPath('video', video), unverified, { text: 'x' });
      expectReply(call, res, 403);
      expect(res.body.code).toBe(ErrorCode.EMAIL_NOT_VERIFIED);
      expectCode(
        await request(t.app).get(threadPath('video', 'f'.repeat(24))),
        404,
        ErrorCode.NOT_FOUND,
      );
    });

    it('empty, too long or malformed text, and a moment past the end', async () => {
      const path = threadPath('video', video);
      for (const body of [
        { text: '   ' },
        { text: 'x'.repeat(2001) },
        { text: 5 },
        {},
        { text: 'x', at: -1 },
      ]) {
        expectCode(await send(path, dee, body), 400, ErrorCode.VALIDATION_FAILED);
      }
      expectCode(await send(path, dee, { text: 'x', at: 91.5 }), 400, ErrorCode.VALIDATION_FAILED);
      expect((await send(path, dee, { text: 'x'.repeat(2000), at: 90 })).status).toBe(201);
    });

    it('a reply to a comment on another item (400), or to one that does not exist (404)', async () => {
      const other = await addItem(t, 'video', ann);
      const elsewhere = await postComment(t, 'video', other, dee, { text: 'there' });
      const res = await send(threadPath('video', video), dee, {
        text: 'x',
        parentId: elsewhere._id,
      });
      expectCode(res, 400, ErrorCode.REPLY_TO_OTHER_ITEM);
      const none = await send(threadPath('video', video), dee, {
        text: 'x',
        parentId: 'a'.repeat(24),
      });
      expectCode(none, 404, ErrorCode.NOT_FOUND);
    });

    it('a processing video to anyone but its uploader', async () => {
      const processing = await addItem(t, 'video', ann, { status: 'processing' });
      expectCode(
        await send(threadPath('video', processing), dee, { text: 'x' }),
        404,
        ErrorCode.NOT_FOUND,
      );
      expect((await send(threadPath('video', processing), ann, { text: 'x' })).status).toBe(201);
    });

    it('the eleventh comment in a minute (429 with Retry-After)', async () => {
      const quick = await createUser(t.deps);
      const id = await addItem(t, 'poem', ann);
      for (let n = 0; n < 10; n += 1) await postComment(t, 'poem', id, quick, { text: `q${n}` });
      const res = await send(threadPath('poem', id), quick, { text: 'one more' });
      expectCode(res, 429, ErrorCode.RATE_LIMITED);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect((await readThread(t, 'poem', id)).count).toBe(10);
    });
  });
});
