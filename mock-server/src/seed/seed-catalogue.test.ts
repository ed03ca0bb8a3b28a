import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIXTURES_DIR } from './seed.js';
import { readManifest, type SeedManifest } from './seed-manifest.js';

// The seeded catalogue must read as a product: every image made for its own item, neighbours that
// look different, and videos whose lengths match what the manifest (and the seed) says.

const media = (file: string) => path.join(DEFAULT_FIXTURES_DIR, 'media', ...file.split('/'));

/** The text of a JPEG's first comment (COM) segment, which the generator writes. */
function jpegComment(bytes: Buffer): string | undefined {
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1];
    const length = bytes.readUInt16BE(at + 2);
    if (marker === 0xfe) return bytes.subarray(at + 4, at + 2 + length).toString('utf8');
    if (marker === 0xda) return undefined;
    at += 2 + length;
  }
  return undefined;
}

/** A 12 x 12 grid of average colours, to compare what two images look like. */
function colourGrid(bytes: Buffer): number[] {
  const { width, height, data } = jpeg.decode(bytes, { useTArray: true });
  const n = 12;
  const grid = new Array<number>(n * n * 3).fill(0);
  const counts = new Array<number>(n * n).fill(0);
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      const cell = Math.floor((y * n) / height) * n + Math.floor((x * n) / width);
      const p = (y * width + x) * 4;
      for (let c = 0; c < 3; c += 1)
        grid[cell * 3 + c] = (grid[cell * 3 + c] ?? 0) + (data[p + c] ?? 0);
      counts[cell] = (counts[cell] ?? 0) + 1;
    }
  }
  return grid.map((sum, i) => sum / (counts[Math.floor(i / 3)] ?? 1));
}

/** Mean absolute difference of two colour grids, 0 (same) to 255. */
const distance = (a: number[], b: number[]) =>
  a.reduce((sum, v, i) => sum + Math.abs(v - (b[i] ?? 0)), 0) / a.length;

/** The mvhd duration of an MP4, in seconds. */
function mp4Seconds(bytes: Buffer): number {
  const at = bytes.indexOf('mvhd');
  if (at < 0) throw new Error('no mvhd box');
  const v1 = bytes[at + 4] === 1;
  const timescale = bytes.readUInt32BE(at + (v1 ? 24 : 16));
  const duration = v1 ? Number(bytes.readBigUInt64BE(at + 28)) : bytes.readUInt32BE(at + 20);
  return duration / timescale;
}

interface Pictured {
  item: { id: string };
  title: string;
  creator?: string;
  image: string | undefined;
  ownFile: string | undefined;
}

interface Shown {
  item: string;
  title: string;
  creator?: string;
  image: string;
  bytes: Buffer;
  ownFile: string;
}

function imagesOf(manifest: SeedManifest, kind: 'videos' | 'audios' | 'books'): Pictured[] {
  const { catalogue } = manifest;
  if (kind === 'videos') {
    return catalogue.videos.map((item) => {
      const entry = manifest.media.videos.find((m) => m.key === item.media);
      return { item, title: item.title, image: entry?.thumbnail, ownFile: entry?.file };
    });
  }
  if (kind === 'audios') {
    return catalogue.audios.map((item) => {
      const entry = manifest.media.audio.find((m) => m.key === item.media);
      return {
        item,
        title: item.title,
        creator: item.artist,
        image: entry?.artwork,
        ownFile: entry?.file,
      };
    });
  }
  return catalogue.books.map((item) => {
    const entry = manifest.media.books.find((m) => m.key === item.media);
    return {
      item,
      title: item.title,
      creator: item.author,
      image: entry?.cover,
      ownFile: entry?.file,
    };
  });
}

describe('the seeded catalogue', async () => {
  const manifest = await readManifest(DEFAULT_FIXTURES_DIR);
  const kinds = ['videos', 'audios', 'books'] as const;
  const shown: Record<(typeof kinds)[number], Shown[]> = { videos: [], audios: [], books: [] };
  for (const kind of kinds) {
    for (const { item, title, creator, image, ownFile } of imagesOf(manifest, kind)) {
      if (!image || !ownFile) throw new Error(`${kind} "${title}" has no media entry`);
      shown[kind].push({
        item: item.id,
        title,
        creator,
        image,
        ownFile,
        bytes: await readFile(media(image)),
      });
    }
  }
  const all = Object.values(shown).flat();

  it('gives every item its own media file and its own image', () => {
    const files = all.map((s) => s.ownFile);
    expect(new Set(files).size).toBe(files.length);
    const hashes = all.map((s) => createHash('sha256').update(s.bytes).digest('hex'));
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it.each(kinds)('has %s images that name their own item inside the file', (kind) => {
    for (const s of shown[kind]) {
      const comment = jpegComment(s.bytes);
      expect(comment, s.image).toBeDefined();
      const says = JSON.parse(comment ?? '{}') as Record<string, unknown>;
      expect(says.title, s.image).toBe(s.title);
      if (kind === 'videos') {
        // A thumbnail is a frame of the item's own video, not a title card.
        expect(says).toMatchObject({ kind: 'thumbnail', frameOf: s.ownFile });
      } else {
        expect(says).toMatchObject({
          kind: kind === 'audios' ? 'artwork' : 'cover',
          creator: s.creator,
        });
      }
    }
  });

  it('records the same image-to-item mapping in the manifest', async () => {
    // The raw file: the seed's schema keeps only what the seed needs.
    const raw = JSON.parse(
      await readFile(path.join(DEFAULT_FIXTURES_DIR, 'manifest.json'), 'utf8'),
    ) as { media: Record<'videos' | 'audio' | 'books', Record<string, unknown>[]> };
    for (const entry of raw.media.videos) {
      expect(entry).toMatchObject({ thumbnailShows: { frameOf: entry.file } });
    }
    for (const entry of raw.media.audio) {
      expect(entry).toMatchObject({ artworkShows: { title: entry.title, creator: entry.artist } });
    }
    for (const entry of raw.media.books) {
      expect(entry).toMatchObject({ coverShows: { title: entry.title, creator: entry.author } });
    }
  });

  it.each(kinds)('has %s whose neighbours in the list look different', (kind) => {
    const grids = shown[kind].map((s) => colourGrid(s.bytes));
    for (let i = 1; i < grids.length; i += 1) {
      const d = distance(grids[i - 1] ?? [], grids[i] ?? []);
      expect(d, `${shown[kind][i - 1]?.title} / ${shown[kind][i]?.title}`).toBeGreaterThan(12);
    }
  });

  it('has no two video thumbnails that look alike (recommendations show any of them together)', () => {
    const grids = shown.videos.map((s) => colourGrid(s.bytes));
    for (let i = 0; i < grids.length; i += 1) {
      for (let j = i + 1; j < grids.length; j += 1) {
        const d = distance(grids[i] ?? [], grids[j] ?? []);
        expect(d, `${shown.videos[i]?.title} / ${shown.videos[j]?.title}`).toBeGreaterThan(8);
      }
    }
  });

  it('has videos of varied lengths, some a minute or more, each as long as the manifest says', async () => {
    const seconds: number[] = [];
    for (const entry of manifest.media.videos) {
      const actual = mp4Seconds(await readFile(media(entry.file)));
      expect(Math.abs(actual - entry.seconds), entry.file).toBeLessThan(0.5);
      seconds.push(entry.seconds);
    }
    expect(Math.min(...seconds)).toBeGreaterThanOrEqual(8);
    expect(seconds.filter((s) => s >= 60).length).toBeGreaterThanOrEqual(3);
    expect(new Set(seconds).size).toBeGreaterThanOrEqual(15);
  });

  it('has no seeding boilerplate or test-card wording in titles and descriptions', () => {
    const items = [
      ...manifest.catalogue.videos,
      ...manifest.catalogue.audios,
      ...manifest.catalogue.books,
    ];
    for (const item of items) {
      expect(`${item.title} ${item.description}`).not.toMatch(
        /seeded|test[ -]?(card|pattern)|fixture/i,
      );
    }
  });
});
