import { readFile, symlink, writeFile } from 'node:fs/promises';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@inkreel/shared';
import { createSeededTestApp } from '../../test/seeded-test-app.js';
import type { TestApp } from '../../test/test-app.js';

interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Sends the path exactly as written (supertest would normalise `..` away before sending). */
function rawGet(server: Server, rawPath: string, headers: Record<string, string> = {}) {
  const { port } = server.address() as AddressInfo;
  return new Promise<RawReply>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: rawPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

function expectErrorBody(reply: RawReply, code: string): void {
  const parsed = errorBodySchema.parse(JSON.parse(reply.body.toString()));
  expect(parsed.code).toBe(code);
}

describe('media streaming', () => {
  let t: TestApp;
  let server: Server;
  let videoUrl: string;
  let bytes: Buffer;

  beforeAll(async () => {
    t = await createSeededTestApp();
    server = t.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const record = t.deps.store.data.videos[0];
    if (!record) throw new Error('seed has no videos');
    videoUrl = `/api/media/${record.videoFile}`;
    bytes = await readFile(path.join(t.deps.store.mediaDir, record.videoFile));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.cleanup();
  });

  it('sends the whole file with type, length, validators and caching headers', async () => {
    const res = await rawGet(server, videoUrl);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(Number(res.headers['content-length'])).toBe(bytes.length);
    expect(res.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(Date.parse(String(res.headers['last-modified']))).not.toBeNaN();
    expect(res.headers['cache-control']).toContain('max-age');
    expect(res.body.equals(bytes)).toBe(true);
  });

  it('streams a file larger than any read buffer whole', async () => {
    const size = 16 * 1024 * 1024 + 1;
    await writeFile(
      path.join(t.deps.store.mediaDir, 'videos', 'large-test.mp4'),
      Buffer.alloc(size, 7),
    );
    const res = await rawGet(server, '/api/media/videos/large-test.mp4');
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(size);
    expect(res.body.every((byte) => byte === 7)).toBe(true);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await request(t.app).head(videoUrl);
    expect(res.status).toBe(200);
    expect(Number(res.headers['content-length'])).toBe(bytes.length);
    expect(res.headers['content-type']).toBe('video/mp4');
  });

  it('serves the first bytes of a range with 206 and Content-Range', async () => {
    const res = await rawGet(server, videoUrl, { Range: 'bytes=0-15' });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-15/${bytes.length}`);
    expect(res.headers['content-length']).toBe('16');
    expect(res.body.equals(bytes.subarray(0, 16))).toBe(true);
    expect(res.body.subarray(4, 8).toString()).toBe('ftyp');
  });

  it('serves a suffix range (the last N bytes)', async () => {
    const res = await rawGet(server, videoUrl, { Range: 'bytes=-100' });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe(
      `bytes ${bytes.length - 100}-${bytes.length - 1}/${bytes.length}`,
    );
    expect(res.body.equals(bytes.subarray(bytes.length - 100))).toBe(true);
  });

  it('serves an open-ended range to the end of the file', async () => {
    const res = await rawGet(server, videoUrl, { Range: 'bytes=1000-' });
    expect(res.status).toBe(206);
    expect(res.body.equals(bytes.subarray(1000))).toBe(true);
  });

  it('answers an unsatisfiable range with 416 and bytes */size', async () => {
    const res = await rawGet(server, videoUrl, { Range: `bytes=${bytes.length}-` });
    expect(res.status).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${bytes.length}`);
    expectErrorBody(res, 'RANGE_NOT_SATISFIABLE');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers several ranges, or a malformed one, with the whole file', async () => {
    for (const range of ['bytes=0-1,4-5', 'bytes=zz']) {
      const res = await rawGet(server, videoUrl, { Range: range });
      expect(res.status, range).toBe(200);
      expect(res.body.length).toBe(bytes.length);
    }
  });

  it('answers 304 to a matching If-None-Match or a later If-Modified-Since', async () => {
    const first = await rawGet(server, videoUrl);
    const etag = String(first.headers.etag);
    const byTag = await rawGet(server, videoUrl, { 'If-None-Match': `"other", ${etag}` });
    expect(byTag.status).toBe(304);
    expect(byTag.body.length).toBe(0);
    expect(byTag.headers.etag).toBe(etag);
    const byDate = await rawGet(server, videoUrl, {
      'If-Modified-Since': String(first.headers['last-modified']),
    });
    expect(byDate.status).toBe(304);
    const changed = await rawGet(server, videoUrl, { 'If-None-Match': '"stale"' });
    expect(changed.status).toBe(200);
    const old = await rawGet(server, videoUrl, {
      'If-Modified-Since': new Date(Date.parse('2000-01-01')).toUTCString(),
    });
    expect(old.status).toBe(200);
  });

  it('ignores the Range when If-Range names another version', async () => {
    const res = await rawGet(server, videoUrl, { Range: 'bytes=0-9', 'If-Range': '"old"' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(bytes.length);
  });

  it('types audio, images and PDFs by extension', async () => {
    const { audios, books } = t.deps.store.data;
    const cases: [string, string][] = [
      [`/api/media/${audios[0]?.audioFile}`, 'audio/mpeg'],
      [`/api/media/${audios.find((a) => a.artworkFile)?.artworkFile}`, 'image/jpeg'],
      // Book files are reached by id (issue 50: no reply hands out their media path).
      [`/api/books/read/${books[0]?._id}`, 'application/pdf'],
    ];
    for (const [url, type] of cases) {
      const res = await request(t.app).head(url);
      expect(res.status, url).toBe(200);
      expect(res.headers['content-type']).toBe(type);
    }
  });

  it.each([
    '/api/media/../db.json',
    '/api/media/videos/../../db.json',
    '/api/media/%2e%2e/db.json',
    '/api/media/videos/%2e%2e/%2e%2e/db.json',
    '/api/media/..%2fdb.json',
    '/api/media/..%5cdb.json',
    '/api/media/%2fetc%2fpasswd',
    '/api/media//etc/passwd',
    '/api/media/videos/%00.mp4',
    '/api/media/%252e%252e/db.json',
    '/api/media/videos',
    '/api/media/videos/does-not-exist.mp4',
    '/api/media/%E0%A4%A',
  ])('answers %s with 404', async (rawPath) => {
    const res = await rawGet(server, rawPath);
    expect(res.status).toBe(404);
    if (res.headers['content-type']?.toString().includes('json')) expectErrorBody(res, 'NOT_FOUND');
  });

  it('does not follow a symlink that leads out of the media folder', async () => {
    const secret = path.join(t.dataDir, 'secret.txt');
    await writeFile(secret, 'not media');
    await symlink(secret, path.join(t.deps.store.mediaDir, 'videos', 'escape.mp4'));
    const res = await rawGet(server, '/api/media/videos/escape.mp4');
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('not media');
  });

  it('answers other methods with 405', async () => {
    const res = await request(t.app).post(videoUrl).send({});
    expect(res.status).toBe(405);
    expect(res.body.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('keeps serving after a client drops a streaming reply', async () => {
    await new Promise<void>((resolve) => {
      const { port } = server.address() as AddressInfo;
      const req = httpRequest({ host: '127.0.0.1', port, path: videoUrl }, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', () => undefined);
      req.end();
    });
    const res = await rawGet(server, videoUrl, { Range: 'bytes=0-3' });
    expect(res.status).toBe(206);
  });
});
