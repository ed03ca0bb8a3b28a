import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIXTURES_DIR } from './seed.js';

// Issue 34: the seeded catalogue must not contradict itself (a 12-second track with 50.7K plays,
// 32 books sharing six descriptions, "Sheet Four" headed "Sheet Two" on page 3). Read straight
// from fixtures/, as scripts/generate-fixtures.mjs wrote them.
interface Counted {
  title: string;
  ageDays: number;
}
interface Manifest {
  media: {
    audio: { key: string; seconds: number; file: string; bytes: number }[];
    books: { key: string; title: string; file: string; format: string; chapters: string[] }[];
  };
  catalogue: {
    videos: (Counted & { views: number })[];
    audios: (Counted & { plays: number; likes: number; media: string })[];
    books: (Counted & { description: string })[];
  };
}
const manifest = JSON.parse(
  readFileSync(path.join(DEFAULT_FIXTURES_DIR, 'manifest.json'), 'utf8'),
) as Manifest;

/**
 * The book titles (h1) and headings (h2 and contents links) of an EPUB's or MOBI's markup: an
 * EPUB's XHTML files in spine order, a MOBI's uncompressed text records.
 */
function ebookHeadings(file: string, format: string): { titles: string[]; headings: string[] } {
  const bytes = readFileSync(path.join(DEFAULT_FIXTURES_DIR, 'media', file));
  let markup: string;
  if (format === 'epub') {
    const files = unzipSync(bytes);
    const opf = strFromU8(files['OEBPS/content.opf'] ?? new Uint8Array());
    const hrefs = new Map(
      [...opf.matchAll(/<item id="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
    );
    const spine = [...opf.matchAll(/<itemref idref="([^"]+)"/g)].map((m) => hrefs.get(m[1]));
    markup = spine.map((href) => strFromU8(files[`OEBPS/${href}`] ?? new Uint8Array())).join('');
  } else {
    const first = bytes.readUInt32BE(78);
    const records = bytes.readUInt16BE(first + 8);
    const offsets = Array.from({ length: records + 2 }, (_, i) => bytes.readUInt32BE(78 + i * 8));
    markup = bytes.toString('utf8', offsets[1], offsets[records + 1]);
  }
  const text = (pattern: RegExp) =>
    [...markup.matchAll(pattern)].map((m) =>
      (m[1] ?? '')
        .replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"'),
    );
  return {
    titles: text(/<h1>(.*?)<\/h1>/g),
    headings: [...text(/<h2>(.*?)<\/h2>/g), ...text(/<a [^>]*>(.*?)<\/a>/g)],
  };
}

/** What a very popular item gathers a day, at most (the generator's PEAK_PER_DAY). */
const PEAK_PER_DAY = 8_000;

/** The text lines a pdf-lib PDF draws (its content streams, inflated; strings are hex). */
function pdfLines(file: string): string[] {
  const pdf = readFileSync(path.join(DEFAULT_FIXTURES_DIR, 'media', file));
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const found of raw.matchAll(/stream\r?\n/g)) {
    const start = found.index + found[0].length;
    const chunk = pdf.subarray(start, raw.indexOf('endstream', start));
    let text: string;
    try {
      text = inflateSync(chunk).toString('latin1');
    } catch {
      text = chunk.toString('latin1');
    }
    for (const hex of text.matchAll(/<([0-9A-Fa-f]+)> Tj/g)) {
      lines.push(Buffer.from(hex[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return lines;
}

describe('the seeded catalogue tells the truth', () => {
  it('counts no more views or plays than an item could gather since its upload', () => {
    for (const video of manifest.catalogue.videos) {
      expect(video.views, video.title).toBeGreaterThanOrEqual(1);
      expect(video.views, video.title).toBeLessThanOrEqual(
        Math.max(1, video.ageDays * PEAK_PER_DAY),
      );
    }
    for (const track of manifest.catalogue.audios) {
      expect(track.plays, track.title).toBeGreaterThanOrEqual(1);
      expect(track.plays, track.title).toBeLessThanOrEqual(
        Math.max(1, track.ageDays * PEAK_PER_DAY),
      );
      expect(track.likes, track.title).toBeLessThanOrEqual(Math.ceil(track.plays / 30));
    }
  });

  it('has tracks of at least a minute, in files that long', () => {
    for (const audio of manifest.media.audio) {
      expect(audio.seconds, audio.key).toBeGreaterThanOrEqual(60);
      // 8 kbit/s mono: about 1 000 bytes a second of sound.
      expect(audio.bytes, audio.key).toBeGreaterThanOrEqual(audio.seconds * 900);
    }
  });

  it('gives every book its own description', () => {
    const descriptions = manifest.catalogue.books.map((b) => b.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it("prints each book's own title and headings on its pages, never another book's", () => {
    const headings = new Map(manifest.media.books.map((b) => [b.title, b.chapters]));
    const everyHeading = new Set([...headings.values()].flat());
    expect(everyHeading.size).toBe(manifest.media.books.length * 4);
    for (const book of manifest.media.books) {
      if (book.format !== 'pdf') {
        const { titles, headings: own } = ebookHeadings(book.file, book.format);
        expect(titles, book.title).toEqual([book.title]);
        // Each chapter is headed once and listed once on the contents page, and nothing else is.
        expect(own.filter((h) => h !== 'Contents').sort(), book.title).toEqual(
          [...book.chapters, ...book.chapters].sort(),
        );
        continue;
      }
      const lines = pdfLines(book.file);
      // The title page: the title (wrapped when long), then "by" its author.
      const by = lines.findIndex((line) => line.startsWith('by '));
      expect(lines.slice(0, by).join(' '), book.title).toBe(book.title);
      for (const heading of book.chapters) expect(lines, book.title).toContain(heading);
      // Another book's heading may be this book's own title ("The Shop on Wicker Lane").
      const others = [...everyHeading].filter(
        (h) => !book.chapters.includes(h) && h !== book.title,
      );
      expect(
        lines.filter((line) => others.includes(line)),
        book.title,
      ).toEqual([]);
      const footers = lines.filter((line) => / - page \d+ of \d+$/.test(line));
      expect(footers.length, book.title).toBeGreaterThan(0);
      for (const footer of footers) expect(footer.startsWith(`${book.title} - page `)).toBe(true);
    }
  });
});
