import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIXTURES_DIR } from './seed.js';
import { readManifest } from './seed-manifest.js';

const media = (file: string) => path.join(DEFAULT_FIXTURES_DIR, 'media', ...file.split('/'));
const head = async (file: string, length = 16) => (await readFile(media(file))).subarray(0, length);

const isJpeg = (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
const isPng = (b: Buffer) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'));

async function totalSize(dir: string): Promise<number> {
  let sum = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    sum += entry.isDirectory() ? await totalSize(full) : (await stat(full)).size;
  }
  return sum;
}

describe('committed fixtures are what the manifest says', async () => {
  const manifest = await readManifest(DEFAULT_FIXTURES_DIR);

  it('has at least 6 of each kind of media', () => {
    expect(manifest.media.videos.length).toBeGreaterThanOrEqual(6);
    expect(manifest.media.audio.length).toBeGreaterThanOrEqual(6);
    expect(manifest.media.books.length).toBeGreaterThanOrEqual(6);
  });

  it('has MP4 videos (an ftyp box first) with JPEG thumbnails', async () => {
    for (const video of manifest.media.videos) {
      const bytes = await head(video.file);
      expect(bytes.subarray(4, 8).toString(), video.file).toBe('ftyp');
      expect(isJpeg(await head(video.thumbnail)), video.thumbnail).toBe(true);
      expect(video.seconds).toBeGreaterThanOrEqual(8);
    }
  });

  it('has MP3 tracks (ID3 tag or MPEG frame sync) with JPEG or PNG artwork', async () => {
    for (const track of manifest.media.audio) {
      const bytes = await head(track.file);
      const id3 = bytes.subarray(0, 3).toString() === 'ID3';
      const frameSync = bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0;
      expect(id3 || frameSync, track.file).toBe(true);
      const art = await head(track.artwork);
      expect(isJpeg(art) || isPng(art), track.artwork).toBe(true);
    }
  });

  it('has multi-page PDFs of different page sizes, one of them landscape, with covers', async () => {
    const sizes = new Set<string>();
    let landscape = 0;
    for (const book of manifest.media.books.filter((b) => b.format === 'pdf')) {
      const bytes = await readFile(media(book.file));
      expect(bytes.subarray(0, 5).toString(), book.file).toBe('%PDF-');
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount(), book.file).toBeGreaterThan(1);
      expect(pdf.getPageCount()).toBe(book.pages);
      const { width, height } = pdf.getPage(0).getSize();
      sizes.add(`${Math.round(width)}x${Math.round(height)}`);
      if (width > height) landscape += 1;
      expect(isJpeg(await head(book.cover)), book.cover).toBe(true);
    }
    expect(sizes.size).toBeGreaterThanOrEqual(4);
    expect(landscape).toBeGreaterThanOrEqual(1);
  });

  it('has the text of every story and poem', async () => {
    const { stories, poems } = manifest.catalogue;
    expect(stories.length).toBeGreaterThanOrEqual(3);
    expect(poems.length).toBeGreaterThanOrEqual(3);
    for (const item of [...stories, ...poems]) {
      const text = await readFile(path.join(DEFAULT_FIXTURES_DIR, item.file), 'utf8');
      expect(text.trim().split('\n').length, item.file).toBeGreaterThan(3);
    }
  });

  it('has EPUB and MOBI books with covers of their own (issue 56)', async () => {
    const ebooks = manifest.media.books.filter((b) => b.format !== 'pdf');
    expect(ebooks.filter((b) => b.format === 'epub').length).toBeGreaterThanOrEqual(3);
    expect(ebooks.filter((b) => b.format === 'mobi').length).toBeGreaterThanOrEqual(1);
    for (const book of ebooks) {
      expect(book.file.endsWith(`.${book.format}`), book.file).toBe(true);
      expect(isJpeg(await head(book.cover)), book.cover).toBe(true);
    }
  });

  // 10 MB until issue 56 (four EPUB and MOBI books with their covers, about 80 KB) and issue 57's
  // storyboards (six sprites of small frames, about 130 KB) came.
  it('keeps the committed media under 11 MB', async () => {
    expect(await totalSize(path.join(DEFAULT_FIXTURES_DIR, 'media'))).toBeLessThan(11 * 1024 ** 2);
  });
});
