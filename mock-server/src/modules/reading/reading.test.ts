import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, readingCalls, type Highlight } from '@inkreel/shared';
import { newId } from '../../db/ids.js';
import { expectReply } from '../../test/expect-reply.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';

const placePath = (bookId: string) => `/api/me/reading/${bookId}`;
const CFI = 'epubcfi(/6/8!/4/2/4,/1:0,/1:42)';

describe('reading places and highlights', () => {
  let t: TestApp;
  let ann: TestUser;
  let bob: TestUser;
  const bookId = newId();
  const missingBook = newId();
  beforeAll(async () => {
    t = await createTestApp();
    [ann, bob] = await Promise.all([createUser(t.deps), createUser(t.deps)]);
    t.deps.store.data.books.push({
      _id: bookId,
      title: 'Tide Tables',
      author: 'Ada',
      description: '',
      rating: 0,
      createdAt: new Date().toISOString(),
      bookFile: 'books/x.epub',
      format: 'epub',
      uploaderId: bob.user._id,
    });
  });
  afterAll(() => t.cleanup());

  const highlight = async (user: TestUser, body: Record<string, unknown> = {}) => {
    const res = await request(t.app)
      .post('/api/me/highlights')
      .set('Authorization', user.bearer)
      .send({ bookId, location: CFI, text: 'the light', color: 'yellow', ...body });
    expectReply(readingCalls.addHighlight, res, 201);
    return res.body as Highlight;
  };

  it('keeps a place per user and book, null until one is kept', async () => {
    const none = await request(t.app).get(placePath(bookId)).set('Authorization', ann.bearer);
    expectReply(readingCalls.place, none, 200);
    expect(none.body).toEqual({ place: null });

    const kept = await request(t.app)
      .put(placePath(bookId))
      .set('Authorization', ann.bearer)
      .send({ location: CFI, progress: 0.25 });
    expectReply(readingCalls.keepPlace, kept, 200);
    await request(t.app)
      .put(placePath(bookId))
      .set('Authorization', ann.bearer)
      .send({ location: 'epubcfi(/6/10!/4/2)', progress: 0.5 })
      .expect(200);

    const again = await request(t.app).get(placePath(bookId)).set('Authorization', ann.bearer);
    expect(again.body.place).toMatchObject({
      bookId,
      location: 'epubcfi(/6/10!/4/2)',
      progress: 0.5,
    });
    const other = await request(t.app).get(placePath(bookId)).set('Authorization', bob.bearer);
    expect(other.body).toEqual({ place: null });
    expect(t.deps.store.data.readingPlaces).toHaveLength(1);
  });

  it('adds, lists, changes and deletes highlights, each user seeing only their own', async () => {
    const first = await highlight(ann, { note: 'Remember this' });
    expect(first).toMatchObject({ bookId, location: CFI, color: 'yellow', note: 'Remember this' });
    const second = await highlight(ann, { color: 'blue', text: 'the sea' });
    expect(second.note).toBe('');
    await highlight(bob);

    const list = await request(t.app)
      .get(`/api/me/highlights?bookId=${bookId}`)
      .set('Authorization', ann.bearer);
    expectReply(readingCalls.highlights, list, 200);
    expect(list.body.highlights.map((h: Highlight) => h._id)).toEqual([first._id, second._id]);

    const changed = await request(t.app)
      .patch(`/api/me/highlights/${first._id}`)
      .set('Authorization', ann.bearer)
      .send({ color: 'pink', note: 'Changed' });
    expectReply(readingCalls.updateHighlight, changed, 200);
    expect(changed.body).toMatchObject({ color: 'pink', note: 'Changed', text: 'the light' });

    const gone = await request(t.app)
      .delete(`/api/me/highlights/${second._id}`)
      .set('Authorization', ann.bearer);
    expectReply(readingCalls.deleteHighlight, gone, 200);
    const after = await request(t.app)
      .get(`/api/me/highlights?bookId=${bookId}`)
      .set('Authorization', ann.bearer);
    expect(after.body.highlights.map((h: Highlight) => h._id)).toEqual([first._id]);
  });

  describe('failures', () => {
    it('answers 401 without a token', async () => {
      expectReply(readingCalls.place, await request(t.app).get(placePath(bookId)), 401);
      const res = await request(t.app).get(`/api/me/highlights?bookId=${bookId}`);
      expectReply(readingCalls.highlights, res, 401);
    });

    it('answers 404 NOT_FOUND for a missing book', async () => {
      const place = await request(t.app)
        .put(placePath(missingBook))
        .set('Authorization', ann.bearer)
        .send({ location: CFI, progress: 0 });
      expectReply(readingCalls.keepPlace, place, 404);
      expect(place.body.code).toBe(ErrorCode.NOT_FOUND);
      const list = await request(t.app)
        .get(`/api/me/highlights?bookId=${missingBook}`)
        .set('Authorization', ann.bearer);
      expectReply(readingCalls.highlights, list, 404);
      const add = await request(t.app)
        .post('/api/me/highlights')
        .set('Authorization', ann.bearer)
        .send({ bookId: missingBook, location: CFI, text: 'x', color: 'green' });
      expectReply(readingCalls.addHighlight, add, 404);
    });

    it("answers 404 to another user's highlight and to a missing one", async () => {
      const bobs = await highlight(bob);
      const patch = await request(t.app)
        .patch(`/api/me/highlights/${bobs._id}`)
        .set('Authorization', ann.bearer)
        .send({ note: 'mine now' });
      expectReply(readingCalls.updateHighlight, patch, 404);
      const del = await request(t.app)
        .delete(`/api/me/highlights/${bobs._id}`)
        .set('Authorization', ann.bearer);
      expectReply(readingCalls.deleteHighlight, del, 404);
      const missing = await request(t.app)
        .delete(`/api/me/highlights/${newId()}`)
        .set('Authorization', bob.bearer);
      expectReply(readingCalls.deleteHighlight, missing, 404);
      expect(t.deps.store.data.highlights.find((h) => h._id === bobs._id)?.note).toBe('');
    });

    it('answers 400 VALIDATION_FAILED to a bad colour, progress, id or empty location', async () => {
      const cases = [
        request(t.app)
          .post('/api/me/highlights')
          .set('Authorization', ann.bearer)
          .send({ bookId, location: CFI, text: 'x', color: 'orange' }),
        request(t.app)
          .put(placePath(bookId))
          .set('Authorization', ann.bearer)
          .send({ location: CFI, progress: 2 }),
        request(t.app)
          .put(placePath(bookId))
          .set('Authorization', ann.bearer)
          .send({ location: '  ', progress: 0 }),
        request(t.app).get('/api/me/highlights?bookId=nope').set('Authorization', ann.bearer),
      ];
      for (const res of await Promise.all(cases)) {
        expect(res.status).toBe(400);
        expect(res.body.code).toBe(ErrorCode.VALIDATION_FAILED);
      }
    });
  });
});
