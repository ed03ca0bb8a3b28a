import { access } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  manageCalls,
  walletCalls,
  type Audio,
  type Book,
  type Video,
  type VideoPage,
} from '@inkreel/shared';
import { expectReply } from '../../test/expect-reply.js';
import {
  appWithOwnerAndOther,
  deleteItem,
  patchItem,
  uploadItem,
} from '../../test/manage-requests.js';
import type { TestApp } from '../../test/test-app.js';
import type { TestUser } from '../../test/users.js';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe('DELETE an upload (manage)', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    ({ t, owner, other } = await appWithOwnerAndOther(60));
  });
  afterAll(() => t.cleanup());

  const balance = async (user: TestUser) => {
    const res = await request(t.app)
      .get(walletCalls.balance.path)
      .set('Authorization', user.bearer);
    return (res.body as { balance: number }).balance;
  };
  const mediaFile = (url: string) =>
    path.join(
      t.deps.store.mediaDir,
      ...decodeURIComponent(url.replace(/^\/media\//, '')).split('/'),
    );

  it('removes the item, its files and its picture; the price is not refunded', async () => {
    const video = (await uploadItem(t.app, owner, 'video')) as Video;
    const record = t.deps.store.index.videoById(video._id);
    const thumbnail = path.join(t.deps.store.mediaDir, ...(record?.thumbnailFile ?? '').split('/'));
    expect(await exists(thumbnail)).toBe(true);
    const paid = await balance(owner);
    expect(paid).toBe(50);

    const res = await deleteItem(t.app, owner, 'video', video._id);
    expectReply(manageCalls.deleteVideo, res, 200);
    expect(res.body).toEqual({ kind: 'video', id: video._id, deleted: true });
    for (const p of [
      `/api/videos/${video._id}`,
      `/api${video.videoUrl}`,
      `/api/videos/thumbnail/${video._id}`,
    ]) {
      expect((await request(t.app).get(p)).status, p).toBe(404);
    }
    expect(await exists(mediaFile(video.videoUrl))).toBe(false);
    expect(await exists(thumbnail)).toBe(false);
    const list = await request(t.app).get('/api/videos');
    expect((list.body as VideoPage).videos.map((v) => v._id)).not.toContain(video._id);
    expect(await balance(owner)).toBe(paid);

    // Deleting again is harmless; editing a deleted item is a 404.
    expectReply(manageCalls.deleteVideo, await deleteItem(t.app, owner, 'video', video._id), 200);
    expectReply(
      manageCalls.editVideo,
      await patchItem(t.app, owner, 'video', video._id, { title: 'x' }),
      404,
    );
    expect(t.deps.store.data.deletedItems.filter((d) => d._id === video._id)).toHaveLength(1);
  });

  it('removes a track, a book, a story and a poem alike', async () => {
    const audio = (await uploadItem(t.app, owner, 'audio')) as Audio;
    const book = (await uploadItem(t.app, owner, 'book')) as Book;
    const story = await uploadItem(t.app, owner, 'story');
    const poem = await uploadItem(t.app, owner, 'poem');
    for (const [kind, id] of [
      ['audio', audio._id],
      ['book', book._id],
      ['story', story._id],
      ['poem', poem._id],
    ] as const) {
      const res = await deleteItem(t.app, owner, kind, id);
      expect(res.status, kind).toBe(200);
    }
    for (const p of [
      `/api/audios/${audio._id}`,
      `/api${audio.audioUrl}`,
      `/api${audio.artworkUrl}`,
      `/api/books/read/${book._id}`,
      `/api/books/cover/${book._id}`,
      `/api/stories/${story._id}`,
      `/api/poems/${poem._id}`,
    ]) {
      expect((await request(t.app).get(p)).status, p).toBe(404);
    }
  });

  describe('refusals', () => {
    it("401 without a token; someone else's item 403 (404 when private or already deleted)", async () => {
      const video = await uploadItem(t.app, owner, 'video');
      expectReply(
        manageCalls.deleteVideo,
        await deleteItem(t.app, undefined, 'video', video._id),
        401,
      );
      const theirs = await deleteItem(t.app, other, 'video', video._id);
      expectReply(manageCalls.deleteVideo, theirs, 403);
      expect(theirs.body).toMatchObject({ code: ErrorCode.NOT_UPLOADER });
      await patchItem(t.app, owner, 'video', video._id, { visibility: 'private' });
      expectReply(manageCalls.deleteVideo, await deleteItem(t.app, other, 'video', video._id), 404);
      await deleteItem(t.app, owner, 'video', video._id);
      expectReply(manageCalls.deleteVideo, await deleteItem(t.app, other, 'video', video._id), 404);
      expectReply(
        manageCalls.deletePoem,
        await deleteItem(t.app, owner, 'poem', 'a'.repeat(24)),
        404,
      );
      expect((await deleteItem(t.app, owner, 'poem', 'not-an-id')).status).toBe(400);
    });
  });
});
