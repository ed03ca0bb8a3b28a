import { readdir } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, ifMatchFor, manageCalls, type Audio, type Book } from '@inkreel/shared';
import { expectReply } from '../../test/expect-reply.js';
import {
  appWithOwnerAndOther,
  itemPath,
  patchItem,
  uploadItem,
} from '../../test/manage-requests.js';
import { samplePng, textFile } from '../../test/media-samples.js';
import type { TestApp } from '../../test/test-app.js';
import type { TestUser } from '../../test/users.js';

describe("PUT an upload's picture (manage)", () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    ({ t, owner, other } = await appWithOwnerAndOther());
  });
  afterAll(() => t.cleanup());

  const put = (
    kind: 'video' | 'audio' | 'book',
    id: string,
    user?: TestUser,
    file = samplePng(),
    version?: number,
  ) => {
    let req = request(t.app).put(`${itemPath(kind, id)}/image`);
    if (user) req = req.set('Authorization', user.bearer);
    if (version !== undefined) req = req.set('If-Match', ifMatchFor(version));
    return req.attach('image', file, { filename: 'new.png', contentType: 'image/png' });
  };
  const filesIn = async (dir: string) =>
    readdir(path.join(t.deps.store.mediaDir, dir)).catch(() => []);

  it("replaces a video's thumbnail: the new image is served and the old file is gone", async () => {
    const video = await uploadItem(t.app, owner, 'video');
    const before = t.deps.store.index.videoById(video._id)?.thumbnailFile ?? '';
    expect(before).toMatch(/\.svg$/);
    const res = await put('video', video._id, owner);
    expectReply(manageCalls.videoImage, res, 200);
    expect(res.body).toMatchObject({ version: 2 });
    const thumb = await request(t.app).get(`/api/videos/thumbnail/${video._id}`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(thumb.body as Buffer, samplePng())).toBe(0);
    const names = await filesIn('thumbnails');
    expect(names.filter((n) => n.startsWith(video._id))).toEqual([expect.stringMatching(/\.png$/)]);
  });

  it('draws again, under a new URL, the picture it drew for an upload without one when its title changes', async () => {
    const audio = (await uploadItem(t.app, owner, 'audio', { title: 'Wrnog name' })) as Audio;
    const drawn = async (url: string) => {
      const res = await request(t.app).get(`/api${url}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      return (res.body as Buffer).toString('utf8');
    };
    expect(await drawn(audio.artworkUrl)).toContain('Wrnog name');
    const res = await patchItem(t.app, owner, 'audio', audio._id, { title: 'Right name' });
    expectReply(manageCalls.editAudio, res, 200);
    const renamed = res.body as Audio;
    expect(renamed.artworkUrl).not.toBe(audio.artworkUrl);
    const art = await drawn(renamed.artworkUrl);
    expect(art).toContain('Right name');
    expect(art).not.toContain('Wrnog');
    expect((await request(t.app).get(`/api${audio.artworkUrl}`)).status).toBe(404);
    expect((await filesIn('artwork')).filter((n) => n.startsWith(audio._id))).toHaveLength(1);
    // Another edit leaves it alone, and so does a new title on a picture the uploader sent.
    const described = await patchItem(t.app, owner, 'audio', audio._id, { description: 'Live' });
    expect((described.body as Audio).artworkUrl).toBe(renamed.artworkUrl);
    const pictured = (await put('audio', audio._id, owner)).body as Audio;
    const again = await patchItem(t.app, owner, 'audio', audio._id, { title: 'Third name' });
    expect((again.body as Audio).artworkUrl).toBe(pictured.artworkUrl);
  });

  it("replaces a track's artwork and a book's cover under new URLs", async () => {
    const audio = (await uploadItem(t.app, owner, 'audio')) as Audio;
    const res = await put('audio', audio._id, owner);
    expectReply(manageCalls.audioImage, res, 200);
    const changed = res.body as Audio;
    expect(changed.artworkUrl).not.toBe(audio.artworkUrl);
    expect((await request(t.app).get(`/api${changed.artworkUrl}`)).status).toBe(200);
    expect((await request(t.app).get(`/api${audio.artworkUrl}`)).status).toBe(404);

    const book = (await uploadItem(t.app, owner, 'book')) as Book;
    expectReply(manageCalls.bookImage, await put('book', book._id, owner), 200);
    const cover = await request(t.app).get(`/api/books/cover/${book._id}`);
    expect(cover.headers['content-type']).toBe('image/png');
  });

  describe('refusals', () => {
    it('415 for bytes that are not an image, 400 without a file, keeping the old picture', async () => {
      const video = await uploadItem(t.app, owner, 'video');
      const before = t.deps.store.index.videoById(video._id)?.thumbnailFile;
      const text = await put('video', video._id, owner, textFile());
      expectReply(manageCalls.videoImage, text, 415);
      expect(text.body).toMatchObject({ code: ErrorCode.UNSUPPORTED_MEDIA_TYPE, field: 'image' });
      const none = await request(t.app)
        .put(`/api/videos/${video._id}/image`)
        .set('Authorization', owner.bearer)
        .field('x', 'y');
      expectReply(manageCalls.videoImage, none, 400);
      expect(t.deps.store.index.videoById(video._id)?.thumbnailFile).toBe(before);
      expect(await readdir(path.join(t.dataDir, 'uploads-tmp'))).toEqual([]);
    });

    it("401, 403 for someone else's, 404 for someone else's private one, 412 for a stale version", async () => {
      const video = await uploadItem(t.app, owner, 'video');
      expectReply(manageCalls.videoImage, await put('video', video._id), 401);
      const theirs = await put('video', video._id, other);
      expectReply(manageCalls.videoImage, theirs, 403);
      await patchItem(t.app, owner, 'video', video._id, { visibility: 'private' });
      expectReply(manageCalls.videoImage, await put('video', video._id, other), 404);
      const stale = await put('video', video._id, owner, samplePng(), 1);
      expectReply(manageCalls.videoImage, stale, 412);
      expect(stale.body).toMatchObject({ code: ErrorCode.ITEM_CHANGED });
      expectReply(
        manageCalls.videoImage,
        await put('video', video._id, owner, samplePng(), 2),
        200,
      );
    });
  });
});
