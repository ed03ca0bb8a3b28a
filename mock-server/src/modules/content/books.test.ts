import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookCalls, type Book } from '@inkreel/shared';
import { createSeededTestApp } from '../../test/seeded-test-app.js';
import { expectReply } from '../../test/expect-reply.js';
import type { TestApp } from '../../test/test-app.js';
import { createUser } from '../../test/users.js';
import { RANDOM_BATCH } from './content.service.js';

/** supertest keeps binary bodies (here a PDF) as one Buffer only with a parser like this. */
function binary(res: unknown, done: (err: Error | null, body: Buffer) => void): void {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

describe('book catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSeededTestApp();
  });
  afterAll(() => t.cleanup());

  it('returns random batches that cover every book, without repeats in a batch', async () => {
    const all = new Set(t.deps.store.data.books.map((b) => b._id));
    const seen = new Set<string>();
    for (let i = 0; i < Math.ceil(all.size / RANDOM_BATCH) + 1; i += 1) {
      const res = await request(t.app).get('/api/books/random');
      expectReply(bookCalls.random, res, 200);
      const books = res.body as Book[];
      expect(new Set(books.map((b) => b._id)).size).toBe(RANDOM_BATCH);
      for (const book of books) {
        expect(book.rating).toBeGreaterThanOrEqual(0);
        expect(['pdf', 'epub', 'mobi']).toContain(book.format);
        seen.add(book._id);
      }
    }
    expect(seen.size).toBe(all.size);
  });

  it("answers one book's catalogue entry by id, and 404 for an id it cannot find", async () => {
    const record = t.deps.store.data.books[2];
    if (!record) throw new Error('seed has no books');
    const res = await request(t.app).get(`/api/books/${record._id}`);
    expectReply(bookCalls.byId, res, 200);
    expect(res.body).toMatchObject({ _id: record._id, title: record.title, author: record.author });

    for (const id of ['0'.repeat(24), 'not-an-id']) {
      const missing = await request(t.app).get(`/api/books/${id}`);
      expectReply(bookCalls.byId, missing, 404);
      expect(missing.body.code).toBe('NOT_FOUND');
    }
    // The named route beside it still answers as before.
    expectReply(bookCalls.random, await request(t.app).get('/api/books/random'), 200);
  });

  it('streams the PDF with or without a bearer token', async () => {
    const record = t.deps.store.data.books[0];
    if (!record) throw new Error('seed has no books');
    const anonymous = await request(t.app)
      .get(`/api/books/read/${record._id}`)
      .buffer(true)
      .parse(binary);
    expectReply(bookCalls.read, anonymous, 200);
    expect(anonymous.headers['content-type']).toBe('application/pdf');
    expect((anonymous.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect(Number(anonymous.headers['content-length'])).toBe((anonymous.body as Buffer).length);
    expect(anonymous.headers['content-disposition']).toMatch(/^inline; filename=/);

    const { bearer } = await createUser(t.deps);
    const signedIn = await request(t.app)
      .get(`/api/books/read/${record._id}`)
      .set('Authorization', bearer)
      .buffer(true)
      .parse(binary);
    expectReply(bookCalls.read, signedIn, 200);
    expect(signedIn.body).toEqual(anonymous.body);
  });

  it('serves a range of the PDF, as PDF viewers ask for', async () => {
    const record = t.deps.store.data.books[1];
    const res = await request(t.app)
      .get(`/api/books/read/${record?._id}`)
      .set('Range', 'bytes=0-7')
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(206);
    expect((res.body as Buffer).toString()).toMatch(/^%PDF-1\.\d/);
  });

  it('serves covers as JPEG, and a placeholder for a book without one', async () => {
    const withCover = t.deps.store.data.books.find((b) => b.coverFile);
    const without = t.deps.store.data.books.find((b) => !b.coverFile);
    const jpeg = await request(t.app).get(`/api/books/cover/${withCover?._id}`);
    expectReply(bookCalls.cover, jpeg, 200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    const svg = await request(t.app).get(`/api/books/cover/${without?._id}`);
    expectReply(bookCalls.cover, svg, 200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('answers a book whose file has gone missing with 404', async () => {
    const record = t.deps.store.data.books[2];
    if (!record) throw new Error('seed has no books');
    const saved = record.bookFile;
    record.bookFile = 'books/missing.pdf';
    try {
      const res = await request(t.app).get(`/api/books/read/${record._id}`);
      expectReply(bookCalls.read, res, 404);
    } finally {
      record.bookFile = saved;
    }
  });

  it.each([
    ['an unknown id', 'd'.repeat(24)],
    ['a malformed id', '..%2Fdb.json'],
  ])('answers %s with 404', async (_label, id) => {
    for (const call of [bookCalls.read, bookCalls.cover]) {
      const res = await request(t.app).get(call.path.replace(':id', id));
      expectReply(call, res, 404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
  });

  it('answers other methods with 405', async () => {
    const id = t.deps.store.data.books[0]?._id as string;
    for (const path of ['/api/books/random', `/api/books/read/${id}`, `/api/books/cover/${id}`]) {
      const res = await request(t.app).post(path).send({});
      expect(res.status, path).toBe(405);
    }
  });
});
