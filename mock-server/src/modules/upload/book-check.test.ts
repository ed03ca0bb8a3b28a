import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { EPUB_MAX_UNPACKED_BYTES, ErrorCode, uploadCalls } from '@inkreel/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FIXTURES_DIR } from '../../seed/seed.js';
import { readManifest } from '../../seed/seed-manifest.js';
import { expectReply } from '../../test/expect-reply.js';
import { sampleEpub, sampleMobi, samplePdf } from '../../test/media-samples.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { filesUnder, postUpload } from '../../test/upload-requests.js';
import { createUser, type TestUser } from '../../test/users.js';
import { BookFileError, checkBookFile } from './book-check.js';

/** An EPUB whose first chapter declares 1 GiB unpacked in the archive's directory (a zip bomb). */
function epubDeclaring(bytes: number): Buffer {
  const zip = sampleEpub({ 'OEBPS/c1.xhtml': '<html><body><p>Bomb</p></body></html>' });
  const name = Buffer.from('OEBPS/c1.xhtml');
  // The central directory entry: signature, then the uncompressed size at offset 24.
  for (let at = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); at >= 0;) {
    if (zip.subarray(at + 46, at + 46 + name.length).equals(name))
      zip.writeUInt32LE(bytes, at + 24);
    at = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 4);
  }
  return zip;
}

describe('checkBookFile', () => {
  let dir: string;
  const check = async (bytes: Buffer, format: string) => {
    const file = path.join(dir, `book.${format}`);
    await writeFile(file, bytes);
    return checkBookFile(file, format);
  };
  const refusal = async (bytes: Buffer, format: string) => {
    try {
      await check(bytes, format);
    } catch (error) {
      if (error instanceof BookFileError) return error;
      throw error;
    }
    throw new Error('the book was accepted');
  };
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'book-check-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('accepts the samples and every seeded book', async () => {
    await check(samplePdf(), 'pdf');
    await check(sampleEpub(), 'epub');
    await check(sampleMobi(), 'mobi');
    const manifest = await readManifest(DEFAULT_FIXTURES_DIR);
    const formats = new Set<string>();
    for (const book of manifest.media.books) {
      const bytes = await readFile(path.join(DEFAULT_FIXTURES_DIR, 'media', book.file));
      await check(bytes, book.format);
      formats.add(book.format);
    }
    expect([...formats].sort()).toEqual(['epub', 'mobi', 'pdf']);
  });

  it('refuses a truncated PDF', async () => {
    const pdf = samplePdf();
    const error = await refusal(pdf.subarray(0, pdf.length - 8), 'pdf');
    expect(error.message).toMatch(/end-of-file/);
  });

  it('refuses a ZIP that is no EPUB, a truncated EPUB and one without its package', async () => {
    const noContainer = sampleEpub({ 'META-INF/container.xml': '<container/>' });
    expect((await refusal(noContainer, 'epub')).message).toMatch(/names no package/);
    const noPackage = sampleEpub({
      'META-INF/container.xml': '<container><rootfile full-path="missing.opf"/></container>',
    });
    expect((await refusal(noPackage, 'epub')).message).toMatch(/missing/);
    const epub = sampleEpub();
    expect((await refusal(epub.subarray(0, epub.length - 30), 'epub')).message).toMatch(/ZIP/);
  });

  it('refuses an EPUB declaring more than the limit unpacked, without unpacking it', async () => {
    const error = await refusal(epubDeclaring(1024 ** 3), 'epub');
    expect(error.tooLarge).toBe(true);
    expect(error.message).toContain(String(EPUB_MAX_UNPACKED_BYTES));
  });

  it('refuses a MOBI with broken headers or records', async () => {
    const mobi = sampleMobi();
    const noHeader = Buffer.from(mobi);
    noHeader.write('NOPE', noHeader.readUInt32BE(78) + 16, 'latin1');
    expect((await refusal(noHeader, 'mobi')).message).toMatch(/no MOBI header/);
    const outside = Buffer.from(mobi);
    outside.writeUInt32BE(mobi.length + 100, 86);
    expect((await refusal(outside, 'mobi')).message).toMatch(/outside the file/);
    expect((await refusal(mobi.subarray(0, 80), 'mobi')).message).toMatch(/no records/);
  });
});

describe('POST /api/books/upload refuses a book that is not readable', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.deps, { credits: 50 });
  });
  afterAll(() => t.cleanup());

  const upload = (bytes: Buffer, name: string) =>
    postUpload(t.app, 'book', { bearer: user.bearer, files: { book: { bytes, name } } });

  it('answers 400 INVALID_BOOK_FILE and 400 BOOK_UNPACKED_TOO_LARGE, charging nothing', async () => {
    const broken = await upload(sampleEpub({ 'META-INF/container.xml': '<x/>' }), 'b.epub');
    expectReply(uploadCalls.book, broken, 400);
    expect(broken.body).toMatchObject({ code: ErrorCode.INVALID_BOOK_FILE, field: 'book' });
    const bomb = await upload(epubDeclaring(1024 ** 3), 'bomb.epub');
    expectReply(uploadCalls.book, bomb, 400);
    expect(bomb.body.code).toBe(ErrorCode.BOOK_UNPACKED_TOO_LARGE);
    const pdf = samplePdf();
    const cut = await upload(pdf.subarray(0, pdf.length - 8), 'b.pdf');
    expect(cut.body.code).toBe(ErrorCode.INVALID_BOOK_FILE);
    expect(t.deps.store.data.books).toEqual([]);
    const wallet = await request(t.app)
      .get('/api/wallet/balance')
      .set('Authorization', user.bearer);
    expect(wallet.body.balance).toBe(50);
    expect(await filesUnder(path.join(t.deps.env.DATA_DIR, 'media', 'books'))).toEqual([]);
  });
});
