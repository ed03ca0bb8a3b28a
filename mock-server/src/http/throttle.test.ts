import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { samplePdf } from '../test/media-samples.js';
import { postUpload } from '../test/upload-requests.js';
import { createUser } from '../test/users.js';
import { Pace } from './throttle.js';

describe('Pace', () => {
  afterEach(() => vi.useRealTimers());

  it('lets each chunk out once the bytes before it are due, and every byte through', async () => {
    vi.useFakeTimers();
    const pace = new Pace(100_000);
    const out: Buffer[] = [];
    pace.on('data', (chunk: Buffer) => out.push(chunk));
    const chunks = Array.from({ length: 5 }, (_, i) => Buffer.alloc(10_000, i));
    for (const chunk of chunks) pace.write(chunk);
    // 10 kB at 100 kB/s: one chunk every 100 ms, the first at once.
    for (const [ms, expected] of [
      [0, 1],
      [99, 1],
      [1, 2],
      [100, 3],
      [200, 5],
    ] as const) {
      await vi.advanceTimersByTimeAsync(ms);
      expect(out, `after ${ms} ms more`).toHaveLength(expected);
    }
    expect(Buffer.concat(out)).toEqual(Buffer.concat(chunks));
  });

  it('counts text by its encoded bytes', async () => {
    vi.useFakeTimers();
    const pace = new Pace(10_000);
    const out: Buffer[] = [];
    pace.on('data', (chunk: Buffer) => out.push(chunk));
    // 2,500 emoji of 4 bytes: 10 kB (counting UTF-16 units would make it 5 kB).
    pace.write('😀'.repeat(2_500));
    pace.write('after');
    await vi.advanceTimersByTimeAsync(999);
    expect(out).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(Buffer.concat(out).toString('utf8')).toBe(`${'😀'.repeat(2_500)}after`);
  });
});

// slow-network moves uploads and media at 256 KiB/s, after its 1 to 3 s reply delay (1 s here).
// Only lower bounds are checked; the timeouts leave room for a busy machine.
describe('slow-network pacing through the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.deps.faults.set('slow-network');
    t.deps.faults.setRandom(() => 0);
  });
  afterAll(async () => {
    t.deps.faults.set('normal');
    await t.cleanup();
  });

  it('sends a media file no faster than the rate, whole', async () => {
    const bytes = Buffer.alloc(320 * 1024, 7);
    await mkdir(path.join(t.deps.store.mediaDir, 'videos'), { recursive: true });
    await writeFile(path.join(t.deps.store.mediaDir, 'videos', 'paced.bin'), bytes);
    const started = Date.now();
    const res = await request(t.app)
      .get('/api/media/videos/paced.bin')
      .buffer(true)
      .parse((reply, done) => {
        const parts: Buffer[] = [];
        reply.on('data', (part: Buffer) => parts.push(part));
        reply.on('end', () => done(null, Buffer.concat(parts)));
      });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(bytes);
    // 1 s of delay, then 320 KiB of which everything after the first chunk (64 KiB) waits.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000 + 950);
  }, 60_000);

  it('reads an upload no faster than the rate, and stores it whole', async () => {
    const user = await createUser(t.deps, { credits: 100 });
    // 320 KiB of a PDF comment inside a whole PDF: it still ends with %%EOF, as a book must.
    const header = '%PDF-1.4\n';
    const book = Buffer.concat([
      Buffer.from(`${header}%`, 'latin1'),
      Buffer.alloc(320 * 1024, 32),
      Buffer.from('\n', 'latin1'),
      samplePdf().subarray(header.length),
    ]);
    const started = Date.now();
    const res = await postUpload(t.app, 'book', {
      bearer: user.bearer,
      files: { book: { bytes: book, name: 'big.pdf', type: 'application/pdf' } },
    });
    expect(res.status).toBe(201);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000 + 950);
    const stored = t.deps.store.data.books.find((b) => b._id === res.body.book._id);
    const file = path.join(t.deps.store.mediaDir, stored?.bookFile ?? 'missing');
    expect((await stat(file)).size).toBe(book.length);
  }, 60_000);
});
