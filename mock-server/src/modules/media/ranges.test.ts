import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookCalls, mediaCalls, videoCalls, type CallContract } from '@inkreel/shared';
import { expectReply } from '../../test/expect-reply.js';
import { createSeededTestApp } from '../../test/seeded-test-app.js';
import type { TestApp } from '../../test/test-app.js';

/** The body as bytes, whatever its type (supertest parses only text and JSON by default). */
const get = (t: TestApp, path: string, range?: string) => {
  const req = request(t.app)
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  return range === undefined ? req : req.set('Range', range);
};

/** Ranges no client sends well-formed (RFC 9110 section 14.2: a server may ignore them). */
const INVALID = ['bytes=zz', 'bytes=5', 'pages=0-9', 'bytes', '0-9', 'bytes=1-2-3'];

describe('byte ranges on every file reply (issue 50, item 2)', () => {
  let t: TestApp;
  let files: [string, CallContract, string][];
  beforeAll(async () => {
    t = await createSeededTestApp();
    const video = t.deps.store.data.videos.find((v) => v.thumbnailFile);
    const book = t.deps.store.data.books.find((b) => b.coverFile);
    if (!video || !book)
      throw new Error('the seed has no video with a thumbnail or book with a cover');
    files = [
      ['a video file', mediaCalls.video, `/api/media/${video.videoFile}`],
      ['a thumbnail by id', videoCalls.thumbnail, `/api/videos/thumbnail/${video._id}`],
      ['a cover by id', bookCalls.cover, `/api/books/cover/${book._id}`],
      ['a book by id', bookCalls.read, `/api/books/read/${book._id}`],
    ];
  });
  afterAll(() => t.cleanup());

  it('answers a suffix range longer than the file with all of it: 206, bytes 0-(size-1)/size', async () => {
    for (const [what, call, path] of files) {
      const whole = await get(t, path);
      const size = (whole.body as Buffer).length;
      expect(size, what).toBeGreaterThan(0);
      for (const n of [size + 1, size * 10, 10 ** 15]) {
        const res = await get(t, path, `bytes=-${n}`);
        expectReply(call, res, 206);
        expect(res.headers['content-range'], what).toBe(`bytes 0-${size - 1}/${size}`);
        expect((res.body as Buffer).equals(whole.body as Buffer), what).toBe(true);
      }
      // A suffix exactly the file's size, and one shorter, as before.
      const exact = await get(t, path, `bytes=-${size}`);
      expect(exact.headers['content-range'], what).toBe(`bytes 0-${size - 1}/${size}`);
      const last = await get(t, path, 'bytes=-4');
      expect(last.headers['content-range'], what).toBe(`bytes ${size - 4}-${size - 1}/${size}`);
    }
  });

  it('still answers 416 to a range that selects nothing', async () => {
    for (const [what, call, path] of files) {
      for (const range of ['bytes=-0', 'bytes=999999999-']) {
        const res = await get(t, path, range);
        const body: unknown = JSON.parse((res.body as Buffer).toString());
        expectReply(call, { status: res.status, body }, 416);
        expect(res.headers['content-range'], `${what} ${range}`).toMatch(/^bytes \*\/\d+$/);
      }
    }
  });

  it('ignores a Range that is not a valid bytes range: 200 with the whole file', async () => {
    for (const [what, call, path] of files) {
      const whole = await get(t, path);
      for (const range of INVALID) {
        const res = await get(t, path, range);
        expectReply(call, res, 200);
        expect(res.headers['content-range'], `${what} ${range}`).toBeUndefined();
        expect((res.body as Buffer).equals(whole.body as Buffer), `${what} ${range}`).toBe(true);
      }
    }
  });
});
