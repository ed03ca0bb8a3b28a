import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  audioCalls,
  bookCalls,
  buildUrl,
  captionCalls,
  lyricsCalls,
  storyboardCalls,
  videoCalls,
} from '@inkreel/shared';
import { buildOpenApiDocument } from '@inkreel/shared/openapi';
import { createSeededTestApp } from '../../test/seeded-test-app.js';
import type { TestApp } from '../../test/test-app.js';

/** Every string in a reply that is a media path (`/media/...`). */
function mediaPathsIn(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('/media/') ? [value] : [];
  if (value && typeof value === 'object') return Object.values(value).flatMap(mediaPathsIn);
  return [];
}

describe('the media paths the document lists (issue 50, item 7)', () => {
  let t: TestApp;
  let handedOut: string[];
  beforeAll(async () => {
    t = await createSeededTestApp();
    // Every catalogue record as a client reads it.
    const { videos, audios, books } = t.deps.store.data;
    const replies = await Promise.all([
      ...videos.map((v) =>
        request(t.app).get(buildUrl(videoCalls.byId, { params: { id: v._id } })),
      ),
      ...audios.map((a) =>
        request(t.app).get(buildUrl(audioCalls.byId, { params: { id: a._id } })),
      ),
      ...books.map((b) => request(t.app).get(buildUrl(bookCalls.byId, { params: { id: b._id } }))),
      // The captions feature's files (issue 57): caption and lyrics lists, storyboards.
      ...videos.flatMap((v) =>
        [captionCalls.list, storyboardCalls.get].map((call) =>
          request(t.app).get(buildUrl(call, { params: { id: v._id } })),
        ),
      ),
      ...audios.map((a) =>
        request(t.app).get(buildUrl(lyricsCalls.list, { params: { id: a._id } })),
      ),
    ]);
    handedOut = replies.flatMap((res) => mediaPathsIn(res.body));
  });
  afterAll(() => t.cleanup());

  it('are each reachable: some reply hands out a URL in every documented media folder', () => {
    const folders = Object.keys(buildOpenApiDocument().paths as object).flatMap(
      (path) => /^\/api\/media\/([^/{]+)\/\{file\}$/.exec(path)?.[1] ?? [],
    );
    expect(folders.sort()).toEqual(['artwork', 'audios', 'captions', 'storyboards', 'videos']);
    for (const folder of folders)
      expect(
        handedOut.some((url) => url.startsWith(`/media/${folder}/`)),
        folder,
      ).toBe(true);
  });

  it('serves thumbnails, covers and book files by id only, not under /api/media', async () => {
    const video = t.deps.store.data.videos.find((v) => v.thumbnailFile);
    const book = t.deps.store.data.books.find((b) => b.coverFile);
    if (!video?.thumbnailFile || !book?.coverFile) throw new Error('the seed lacks a thumbnail');
    for (const file of [video.thumbnailFile, book.coverFile, book.bookFile]) {
      const res = await request(t.app).get(`/api/media/${file}`);
      expect(res.status, file).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    const byId = [
      buildUrl(videoCalls.thumbnail, { params: { id: video._id } }),
      buildUrl(bookCalls.cover, { params: { id: book._id } }),
      buildUrl(bookCalls.read, { params: { id: book._id } }),
    ];
    for (const url of byId) expect((await request(t.app).get(url)).status, url).toBe(200);
  });
});
