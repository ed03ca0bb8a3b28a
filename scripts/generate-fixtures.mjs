#!/usr/bin/env node
// Makes the committed fixture media and fixtures/manifest.json. Needs Debian's ffmpeg (libx264,
// libmp3lame, drawtext), the DejaVu fonts and pdf-lib; re-runnable, and it replaces everything in
// fixtures/media. Nothing at test or run time needs ffmpeg: the outputs are committed, and the
// seed only copies them. Every item gets its own media and its own image.
//   node scripts/generate-fixtures.mjs            # everything (a few minutes)
//   node scripts/generate-fixtures.mjs --manifest # only the manifest (no ffmpeg)
//   node scripts/generate-fixtures.mjs --only=videos,books  # remake only those kinds
//   node scripts/generate-fixtures.mjs --only=ebooks        # only the EPUB and MOBI books
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { format } from 'oxfmt';
import { AUDIO_ITEMS } from './fixtures/audio-items.mjs';
import { bookTextOf } from './fixtures/book-details.mjs';
import { BOOK_ITEMS, BOOK_SIZES, EBOOK_FORMATS } from './fixtures/book-items.mjs';
import { parseBookText, renderBookPdf } from './fixtures/books.mjs';
import { writeEpub } from './fixtures/epub.mjs';
import { writeMobi } from './fixtures/mobi.mjs';
import {
  ACCOUNTS,
  artistOf,
  audioCatalogue,
  bookCatalogue,
  slugOf,
  videoCatalogue,
  writingCatalogue,
} from './fixtures/catalogue.mjs';
import { ffmpeg } from './fixtures/ffmpeg.mjs';
import { captionFixtures } from './fixtures/captions.mjs';
import { makeArtwork, makeAudio, makeCover, makeThumbnail, makeVideo } from './fixtures/media.mjs';
import { VIDEO_ITEMS } from './fixtures/video-items.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = path.join(root, 'fixtures');
const media = path.join(fixtures, 'media');
const onlyManifest = process.argv.includes('--manifest');
const onlyArg = process.argv.find((arg) => arg.startsWith('--only='));
const KINDS = {
  videos: ['videos', 'thumbnails'],
  audio: ['audio', 'artwork'],
  books: ['books', 'covers'],
  // The EPUB and MOBI books share the books' folders, so remaking them alone wipes nothing.
  ebooks: [],
  captions: ['captions', 'storyboards', 'lyrics'],
};
const remake = new Set(onlyArg ? onlyArg.slice('--only='.length).split(',') : Object.keys(KINDS));
const make = (kind) => !onlyManifest && remake.has(kind);

const rel = (file) => path.relative(media, file).split(path.sep).join('/');
const at = (folder, slug, ext) => path.join(media, folder, `${slug}.${ext}`);
const bytes = (file) => statSync(file).size;

for (const [kind, folders] of Object.entries(KINDS)) {
  for (const folder of folders) {
    // Stale files from an older catalogue would otherwise stay behind, committed and unused.
    if (make(kind)) rmSync(path.join(media, folder), { recursive: true, force: true });
    mkdirSync(path.join(media, folder), { recursive: true });
  }
}

const videos = VIDEO_ITEMS.map(([title, scene, params, seconds], i) => {
  const key = slugOf(title);
  const video = at('videos', key, 'mp4');
  const thumbnail = at('thumbnails', key, 'jpg');
  // A frame from the middle third, at a different point for each video.
  const frameAt = Number((seconds * (0.35 + 0.08 * (i % 4))).toFixed(1));
  if (make('videos')) {
    makeVideo({ title, scene, params, seconds }, i, video);
    makeThumbnail({ title, file: rel(video) }, video, frameAt, thumbnail);
  }
  console.log(`video ${key} (${Number(seconds)} s)`);
  return {
    key,
    title,
    seconds,
    file: rel(video),
    bytes: bytes(video),
    thumbnail: rel(thumbnail),
    thumbnailShows: { frameOf: rel(video), at: frameAt },
  };
});

const audio = AUDIO_ITEMS.map(([title, instrument, seconds], i) => {
  const key = slugOf(title);
  const artist = artistOf(i);
  const file = at('audio', key, 'mp3');
  const artwork = at('artwork', key, 'jpg');
  if (make('audio')) {
    makeAudio({ title, artist, instrument, seconds }, i, file);
    makeArtwork({ title, artist }, i, file, artwork);
  }
  console.log(`audio ${key} (${seconds} s)`);
  return {
    key,
    title,
    artist,
    seconds,
    file: rel(file),
    bytes: bytes(file),
    artwork: rel(artwork),
    artworkShows: { title, creator: artist },
  };
});

const bookTexts = Object.fromEntries(
  Object.keys(BOOK_SIZES).map((text) => [
    text,
    parseBookText(path.join(fixtures, 'texts', 'books', `${text}.md`)),
  ]),
);
const books = [];
for (const [i, [title, author, text]] of BOOK_ITEMS.entries()) {
  const key = slugOf(title);
  const format = EBOOK_FORMATS[title] ?? 'pdf';
  const file = at('books', key, format);
  const cover = at('covers', key, 'jpg');
  const own = bookTextOf(title, bookTexts[text]);
  const named = { key, title, author, text, format };
  const files = {
    // The headings its pages carry (its own, when it borrows another text's body).
    chapters: own.chapters.map((chapter) => chapter.heading),
    file: rel(file),
  };
  const pictured = { cover: rel(cover), coverShows: { title, creator: author } };
  if (format !== 'pdf') {
    if (make('books') || make('ebooks')) {
      makeCover({ title, author }, i, cover);
      // The copy inside the book is half the size: the file stays small, the picture sharp enough.
      const inside = path.join(media, 'covers', `${key}.inside.jpg`);
      ffmpeg(['-i', cover, '-vf', 'scale=150:-1', '-q:v', '6', inside]);
      const book = { ...own, id: key, title, author };
      if (format === 'epub') writeEpub(book, inside, file);
      else writeMobi(book, inside, file);
      rmSync(inside);
    }
    console.log(`book ${key}: ${format}, ${own.chapters.length} chapters`);
    books.push({ ...named, ...files, bytes: bytes(file), ...pictured });
    continue;
  }
  if (make('books')) {
    await renderBookPdf({ ...own, title, author }, BOOK_SIZES[text], file);
    makeCover({ title, author }, i, cover);
  }
  const pdf = await PDFDocument.load(readFileSync(file));
  const { width, height } = pdf.getPage(0).getSize();
  console.log(`book ${key}: ${pdf.getPageCount()} pages, ${BOOK_SIZES[text]}`);
  books.push({
    ...named,
    pageSize: BOOK_SIZES[text],
    width: Math.round(width),
    height: Math.round(height),
    pages: pdf.getPageCount(),
    ...files,
    bytes: bytes(file),
    ...pictured,
  });
}

// Captions and storyboards come from the videos just made (make them together).
const captions = captionFixtures({ media, make: make('captions'), videos });

const manifest = {
  description:
    'Seed data of the mock provider. Media paths are relative to fixtures/media, text paths to fixtures/. Every catalogue item has its own media entry (same key); *Shows says what each image shows. ageDays is counted back from the moment of seeding. Generated by scripts/generate-fixtures.mjs.',
  accounts: ACCOUNTS,
  media: { videos, audio, books },
  catalogue: {
    videos: videoCatalogue(),
    audios: audioCatalogue(),
    books: bookCatalogue(bookTexts),
    ...writingCatalogue(),
  },
  captions,
};
const manifestFile = path.join(fixtures, 'manifest.json');
// Formatted like the rest of the repository so `oxfmt --check` stays clean after a re-run.
const { ignorePatterns: _ignored, ...options } = JSON.parse(
  readFileSync(path.join(root, '.oxfmtrc.json'), 'utf8'),
);
const formatted = await format(manifestFile, JSON.stringify(manifest), options);
if (formatted.errors.length > 0) throw new Error(formatted.errors[0].message);
writeFileSync(manifestFile, formatted.code);
console.log('wrote fixtures/manifest.json');
