import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  audioCalls,
  bookCalls,
  ErrorCode,
  manageCalls,
  TITLE_MAX_LENGTH,
  videoCalls,
  writingCalls,
  type Video,
  type Writing,
} from '@inkreel/shared';
import { expectReply } from '../../test/expect-reply.js';
import { appWithOwnerAndOther, patchItem, uploadItem } from '../../test/manage-requests.js';
import type { TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';

describe('PATCH an upload (manage)', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    ({ t, owner, other } = await appWithOwnerAndOther());
  });
  afterAll(() => t.cleanup());

  it('fixes a video title and tags; the catalogue shows the change at once', async () => {
    const video = await uploadItem(t.app, owner, 'video', { title: 'Sunest', tags: 'sea' });
    expect(video.version).toBe(1);
    const res = await patchItem(t.app, owner, 'video', video._id, {
      title: '  Sunset  ',
      tags: 'sea, sunset, ,evening',
    });
    expectReply(manageCalls.editVideo, res, 200);
    expect(res.body).toMatchObject({
      title: 'Sunset',
      tags: ['sea', 'sunset', 'evening'],
      description: 'A short clip',
      version: 2,
      visibility: 'public',
    });
    expect(res.headers.etag).toBe('"2"');
    const read = await request(t.app).get(`/api/videos/${video._id}`);
    expectReply(videoCalls.byId, read, 200);
    expect((read.body as Video).title).toBe('Sunset');
    const list = await request(t.app).get('/api/videos');
    expect((list.body as { videos: Video[] }).videos.map((v) => v.title)).toContain('Sunset');
  });

  it('edits each kind with its own fields', async () => {
    const audio = await uploadItem(t.app, owner, 'audio');
    const a = await patchItem(t.app, owner, 'audio', audio._id, {
      genre: 'Jazz',
      artist: 'New Name',
      description: 'Recorded live',
    });
    expectReply(manageCalls.editAudio, a, 200);
    const readAudio = await request(t.app).get(`/api/audios/${audio._id}`);
    expectReply(audioCalls.byId, readAudio, 200);
    expect(readAudio.body).toMatchObject({
      genre: 'Jazz',
      artist: 'New Name',
      description: 'Recorded live',
    });

    const book = await uploadItem(t.app, owner, 'book');
    const b = await patchItem(t.app, owner, 'book', book._id, { author: 'B. Author' });
    expectReply(manageCalls.editBook, b, 200);
    const readBook = await request(t.app).get(`/api/books/${book._id}`);
    expectReply(bookCalls.byId, readBook, 200);
    expect(readBook.body).toMatchObject({ author: 'B. Author', title: 'A small book' });

    for (const kind of ['poem', 'story'] as const) {
      const writing = await uploadItem(t.app, owner, kind);
      const w = await patchItem(t.app, owner, kind, writing._id, { content: 'New text', tags: [] });
      expectReply(kind === 'poem' ? manageCalls.editPoem : manageCalls.editStory, w, 200);
      const read = await request(t.app).get(
        `/api/${kind === 'poem' ? 'poems' : 'stories'}/${writing._id}`,
      );
      expectReply(kind === 'poem' ? writingCalls.poem : writingCalls.story, read, 200);
      expect(read.body as Writing).toMatchObject({
        content: 'New text',
        tags: [],
        title: `A ${kind}`,
      });
    }
  });

  it('keeps both of two edits to different fields, and refuses a stale If-Match with 412', async () => {
    const video = await uploadItem(t.app, owner, 'video');
    // Two forms opened at version 1; without If-Match both apply, field by field.
    const first = await patchItem(t.app, owner, 'video', video._id, { title: 'From tab one' });
    const second = await patchItem(t.app, owner, 'video', video._id, {
      description: 'From tab two',
    });
    expectReply(manageCalls.editVideo, second, 200);
    expect(first.body).toMatchObject({ version: 2 });
    expect(second.body).toMatchObject({
      title: 'From tab one',
      description: 'From tab two',
      version: 3,
    });

    // With If-Match naming the version read: the current one applies, an older one is a 412.
    const current = await patchItem(t.app, owner, 'video', video._id, { title: 'Checked' }, 3);
    expectReply(manageCalls.editVideo, current, 200);
    const stale = await patchItem(t.app, owner, 'video', video._id, { title: 'Lost?' }, 3);
    expectReply(manageCalls.editVideo, stale, 412);
    expect(stale.body).toMatchObject({ code: ErrorCode.ITEM_CHANGED, version: 4 });
    const read = await request(t.app).get(`/api/videos/${video._id}`);
    expect(read.body).toMatchObject({ title: 'Checked', description: 'From tab two' });
    const any = await request(t.app)
      .patch(`/api/videos/${video._id}`)
      .set('Authorization', owner.bearer)
      .set('If-Match', '*')
      .send({ title: 'Any version' });
    expectReply(manageCalls.editVideo, any, 200);
  });

  it('leaves the version alone when nothing changes', async () => {
    const poem = await uploadItem(t.app, owner, 'poem', { title: 'Same' });
    const res = await patchItem(t.app, owner, 'poem', poem._id, { title: 'Same' }, 1);
    expectReply(manageCalls.editPoem, res, 200);
    expect(res.body).toMatchObject({ version: 1 });
  });

  describe('refusals', () => {
    let video: Video;
    beforeAll(async () => {
      video = (await uploadItem(t.app, owner, 'video')) as Video;
    });
    const call = manageCalls.editVideo;

    it('401 without a token, 403 NOT_UPLOADER for someone else, 404 for an unknown id', async () => {
      expectReply(call, await patchItem(t.app, undefined, 'video', video._id, { title: 'x' }), 401);
      const theirs = await patchItem(t.app, other, 'video', video._id, { title: 'Mine now' });
      expectReply(call, theirs, 403);
      expect(theirs.body).toMatchObject({ code: ErrorCode.NOT_UPLOADER });
      const none = await patchItem(t.app, owner, 'video', 'f'.repeat(24), { title: 'x' });
      expectReply(call, none, 404);
      // The id of another kind is not that kind's.
      expectReply(
        manageCalls.editAudio,
        await patchItem(t.app, owner, 'audio', video._id, { title: 'x' }),
        404,
      );
    });

    it('403 EMAIL_NOT_VERIFIED for an unverified account', async () => {
      const unverified = await createUser(t.deps, { verified: false });
      const res = await patchItem(t.app, unverified, 'video', video._id, { title: 'x' });
      expectReply(call, res, 403);
      expect(res.body).toMatchObject({ code: ErrorCode.EMAIL_NOT_VERIFIED });
    });

    it("400 VALIDATION_FAILED with the upload form's rules", async () => {
      const cases: object[] = [
        {},
        { title: '   ' },
        { title: 'x'.repeat(TITLE_MAX_LENGTH + 1) },
        { tags: ' , ' },
        { description: '' },
        { views: 1_000_000 },
        { genre: 'Jazz' },
        { visibility: 'secret' },
        { title: 42 },
      ];
      for (const body of cases) {
        const res = await patchItem(t.app, owner, 'video', video._id, body);
        expectReply(call, res, 400);
        expect(res.body, JSON.stringify(body)).toMatchObject({ code: ErrorCode.VALIDATION_FAILED });
      }
      const badIfMatch = await request(t.app)
        .patch(`/api/videos/${video._id}`)
        .set('Authorization', owner.bearer)
        .set('If-Match', 'three')
        .send({ title: 'x' });
      expectReply(call, badIfMatch, 400);
      const read = await request(t.app).get(`/api/videos/${video._id}`);
      expect(read.body).toMatchObject({ title: video.title, version: 1 });
    });
  });
});
