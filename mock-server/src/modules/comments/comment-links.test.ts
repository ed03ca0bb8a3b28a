import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildUrl,
  commentCalls,
  ErrorCode,
  type Comment,
  type CommentInContext,
} from '@inkreel/shared';
import { expectReply } from '../../test/expect-reply.js';
import { addItem, expectCode, postComment, threadPath } from '../../test/comment-items.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';

// What a link to one comment finds (GET /api/comments/{id}, decision 0435), and a place in a
// reflowable book a book's comment may carry (decision 0436).
describe('a link to one comment', () => {
  let t: TestApp;
  let ann: TestUser;
  let bob: TestUser;
  let video: string;
  beforeAll(async () => {
    t = await createTestApp();
    [ann, bob] = await Promise.all([
      createUser(t.deps, { name: 'Ann Author' }),
      createUser(t.deps, { name: 'Bob Viewer' }),
    ]);
    video = await addItem(t, 'video', ann);
  });
  afterAll(() => t.cleanup());

  const one = (id: string, user?: TestUser) => {
    const req = request(t.app).get(buildUrl(commentCalls.one, { params: { id } }));
    return user ? req.set('Authorization', user.bearer) : req;
  };
  const found = async (id: string, user?: TestUser): Promise<CommentInContext> => {
    const res = await one(id, user);
    expectReply(commentCalls.one, res, 200);
    return res.body as CommentInContext;
  };

  it('finds a first comment with its replies counted, and a reply with its thread', async () => {
    const top = await postComment(t, 'video', video, ann, { text: 'First' });
    const reply = await postComment(t, 'video', video, bob, { text: 'Reply', parentId: top._id });
    await postComment(t, 'video', video, ann, { text: 'Again', parentId: reply._id });
    const alone = await found(top._id);
    expect(alone.parent).toBeUndefined();
    expect(alone.comment).toMatchObject({ _id: top._id, text: 'First', replyCount: 2 });
    const inThread = await found(reply._id);
    expect(inThread.comment).toMatchObject({ _id: reply._id, parentId: top._id, text: 'Reply' });
    expect(inThread.parent).toMatchObject({ _id: top._id, replyCount: 2 });
  });

  it('answers 404 for a comment the viewer may not see, 400 for a malformed id', async () => {
    const gone = await postComment(t, 'video', video, bob, { text: 'Soon gone' });
    await request(t.app)
      .delete(buildUrl(commentCalls.remove, { params: { id: gone._id } }))
      .set('Authorization', bob.bearer)
      .expect(200);
    expectCode(await one(gone._id), 404, ErrorCode.NOT_FOUND);
    expectCode(await one('f'.repeat(24)), 404, ErrorCode.NOT_FOUND);
    expectCode(await one('nope'), 400, ErrorCode.VALIDATION_FAILED);

    // Hidden after a report: its author alone still finds it, marked hidden.
    const hidden = await postComment(t, 'video', video, bob, { text: 'Hidden' });
    const record = t.deps.store.data.comments.find((c) => c._id === hidden._id);
    if (record) record.state = 'hidden';
    expectCode(await one(hidden._id), 404, ErrorCode.NOT_FOUND);
    expectCode(await one(hidden._id, ann), 404, ErrorCode.NOT_FOUND);
    expect((await found(hidden._id, bob)).comment.state).toBe('hidden');
  });

  it('keeps a reply whose first comment was deleted, shown as deleted', async () => {
    const top = await postComment(t, 'video', video, bob, { text: 'Will go' });
    const reply = await postComment(t, 'video', video, ann, { text: 'Stays', parentId: top._id });
    await request(t.app)
      .delete(buildUrl(commentCalls.remove, { params: { id: top._id } }))
      .set('Authorization', bob.bearer)
      .expect(200);
    const inThread = await found(reply._id);
    expect(inThread.parent).toMatchObject({ _id: top._id, state: 'deleted', replyCount: 1 });
  });
});

describe('a place in a reflowable book', () => {
  let t: TestApp;
  let ann: TestUser;
  let book: string;
  beforeAll(async () => {
    t = await createTestApp();
    ann = await createUser(t.deps);
    book = await addItem(t, 'book', ann);
  });
  afterAll(() => t.cleanup());
  const place = { cfi: 'epubcfi(/6/8!/4/2/10/1:42)', fraction: 0.34, chapter: 'Chapter 3' };

  it('is kept with a first comment and given back, and a reply keeps none', async () => {
    const posted = await postComment(t, 'book', book, ann, { text: 'Here', place });
    expect(posted.place).toEqual(place);
    const res = await request(t.app).get(threadPath('book', book));
    expect((res.body as { items: Comment[] }).items[0]?.place).toEqual(place);
    const reply = await postComment(t, 'book', book, ann, {
      text: 'Re',
      parentId: posted._id,
      place,
    });
    expect(reply.place).toBeUndefined();
  });

  it('refuses what is not a CFI, a fraction past 1, or an over-long chapter (400)', async () => {
    for (const bad of [
      { ...place, cfi: '/6/8!/4' },
      { ...place, cfi: `epubcfi(${'x'.repeat(1000)})` },
      { ...place, fraction: 1.5 },
      { ...place, chapter: 'c'.repeat(201) },
    ]) {
      const res = await request(t.app)
        .post(threadPath('book', book))
        .set('Authorization', ann.bearer)
        .send({ text: 'x', place: bad });
      expectCode(res, 400, ErrorCode.VALIDATION_FAILED);
    }
  });
});
