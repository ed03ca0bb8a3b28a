import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEOS_PER_PAGE, videoCalls, viewCalls, type Video } from '@inkreel/shared';
import { createSeededTestApp } from '../../test/seeded-test-app.js';
import { expectReply } from '../../test/expect-reply.js';
import type { TestApp } from '../../test/test-app.js';

const UNKNOWN_ID = 'f'.repeat(24);

describe('video catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSeededTestApp();
  });
  afterAll(() => t.cleanup());

  it('lists featured videos, newest first, and all of them on /featured/all', async () => {
    const res = await request(t.app).get('/api/videos/featured');
    expectReply(videoCalls.featured, res, 200);
    const featured = res.body as Video[];
    expect(featured.length).toBeGreaterThanOrEqual(4);
    const records = t.deps.store.data.videos.filter((v) => v.featured);
    expect(featured.every((v) => records.some((r) => r._id === v._id))).toBe(true);
    const dates = featured.map((v) => v.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    const all = await request(t.app).get('/api/videos/featured/all');
    expectReply(videoCalls.featuredAll, all, 200);
    expect((all.body as Video[]).map((v) => v._id).sort()).toEqual(
      records.map((r) => r._id).sort(),
    );
  });

  it('pages the whole catalogue 12 at a time, newest first, without gaps or repeats', async () => {
    const total = t.deps.store.data.videos.length;
    const pages = Math.ceil(total / VIDEOS_PER_PAGE);
    expect(pages).toBeGreaterThanOrEqual(4);
    const seen: Video[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const res = await request(t.app).get(`/api/videos?page=${page}`);
      expectReply(videoCalls.list, res, 200);
      expect(res.body.pagination).toEqual({ page, pages, total, limit: VIDEOS_PER_PAGE });
      const expected = page < pages ? VIDEOS_PER_PAGE : total - VIDEOS_PER_PAGE * (pages - 1);
      expect(res.body.videos).toHaveLength(expected);
      seen.push(...(res.body.videos as Video[]));
    }
    expect(new Set(seen.map((v) => v._id)).size).toBe(total);
    const dates = seen.map((v) => Date.parse(v.createdAt));
    expect(dates.every((d, i) => i === 0 || (dates[i - 1] as number) >= d)).toBe(true);
    expect(seen[0]?.videoUrl).toMatch(/^\/media\/videos\/.+\.mp4$/);
    expect(seen[0]?.uploadedBy.name).toBeTruthy();
  });

  it('defaults to page 1 and answers a page past the end with no videos', async () => {
    const first = await request(t.app).get('/api/videos');
    expectReply(videoCalls.list, first, 200);
    expect(first.body.pagination.page).toBe(1);
    const past = await request(t.app).get('/api/videos?page=99');
    expectReply(videoCalls.list, past, 200);
    expect(past.body.videos).toEqual([]);
    expect(past.body.pagination).toMatchObject({ page: 99, pages: first.body.pagination.pages });
  });

  it.each(['0', '-1', 'abc', '1.5'])('rejects page=%s with 400', async (page) => {
    const res = await request(t.app).get(`/api/videos?page=${page}`);
    expectReply(videoCalls.list, res, 400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('returns one video by id, and reading it counts no view', async () => {
    const record = t.deps.store.data.videos[3];
    if (!record) throw new Error('seed has no videos');
    const before = record.views;
    const res = await request(t.app).get(`/api/videos/${record._id}`);
    expectReply(videoCalls.byId, res, 200);
    expect(res.body).toMatchObject({ _id: record._id, title: record.title, views: before });
    expect(t.deps.store.data.videos[3]?.views).toBe(before);
  });

  it('answers a revalidation with 304 until a video on it changes (a counted view)', async () => {
    const first = await request(t.app).get('/api/videos?page=1');
    const etag = String(first.headers.etag);
    const notModified = await request(t.app).get('/api/videos?page=1').set('If-None-Match', etag);
    expect(notModified.status).toBe(304);

    const top = (first.body as { videos: Video[] }).videos[0] as Video;
    const view = await request(t.app).get(`/api/videos/${top._id}`);
    expectReply(videoCalls.byId, view, 200);
    // Reading counts nothing, so the same reply is revalidated.
    const again = await request(t.app)
      .get(`/api/videos/${top._id}`)
      .set('If-None-Match', String(view.headers.etag));
    expect(again.status).toBe(304);

    await request(t.app)
      .post(viewCalls.video.path.replace(':id', top._id))
      .send({ seconds: 30 })
      .expect(200);
    const after = await request(t.app).get('/api/videos?page=1');
    expectReply(videoCalls.list, after, 200);
    expect(after.headers.etag).not.toBe(etag);
    const shown = (after.body as { videos: Video[] }).videos.find((v) => v._id === top._id);
    expect(shown?.views).toBe(top.views + 1);
  });

  it.each([
    ['an unknown id', UNKNOWN_ID],
    ['a malformed id', 'not-an-id'],
  ])('answers %s with 404 on every by-id route', async (_label, id) => {
    for (const call of [videoCalls.byId, videoCalls.recommendations, videoCalls.thumbnail]) {
      const res = await request(t.app).get(call.path.replace(':id', id));
      expectReply(call, res, 404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
  });

  it('recommends up to 8 other videos, those sharing tags first', async () => {
    const record = t.deps.store.data.videos[1];
    if (!record) throw new Error('seed has no videos');
    const res = await request(t.app).get(`/api/videos/recommendations/${record._id}`);
    expectReply(videoCalls.recommendations, res, 200);
    const list = res.body as Video[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(8);
    expect(list.some((v) => v._id === record._id)).toBe(false);
    const shared = list.map((v) => v.tags.filter((tag) => record.tags.includes(tag)).length);
    expect(shared[0]).toBeGreaterThan(0);
    expect([...shared].sort((a, b) => b - a)).toEqual(shared);
  });

  it('serves the thumbnail image, or a placeholder SVG for a video without one', async () => {
    const withThumb = t.deps.store.data.videos.find((v) => v.thumbnailFile);
    const without = t.deps.store.data.videos.find((v) => !v.thumbnailFile);
    if (!withThumb || !without) throw new Error('seed lacks a video with and without thumbnail');
    const image = await request(t.app).get(`/api/videos/thumbnail/${withThumb._id}`);
    expectReply(videoCalls.thumbnail, image, 200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect((image.body as Buffer).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const placeholder = await request(t.app).get(`/api/videos/thumbnail/${without._id}`);
    expectReply(videoCalls.thumbnail, placeholder, 200);
    expect(placeholder.headers['content-type']).toMatch(/^image\/svg\+xml/);
    // superagent buffers image types (SVG too) as a Buffer body and leaves `text` unset.
    expect((placeholder.body as Buffer).toString()).toContain(without.title);
  });

  it('answers other methods on video routes with 405', async () => {
    for (const path of ['/api/videos', '/api/videos/featured', `/api/videos/${UNKNOWN_ID}`]) {
      const res = await request(t.app).post(path).send({});
      expect(res.status, path).toBe(405);
      expect(res.body.code).toBe('METHOD_NOT_ALLOWED');
    }
  });
});
