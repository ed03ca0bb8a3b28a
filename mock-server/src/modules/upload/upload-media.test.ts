import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadCalls } from '@inkreel/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { expectReply } from '../../test/expect-reply.js';
import { createUser, type TestUser } from '../../test/users.js';
import { balanceCents } from '../wallet/wallet.service.js';
import {
  sampleEpub,
  sampleMobi,
  sampleMp4,
  samplePdf,
  sampleWav,
  sampleWebm,
} from '../../test/media-samples.js';
import { filesUnder, jpegPart, postUpload } from '../../test/upload-requests.js';

describe('POST /api/audios/upload and /api/books/upload', () => {
  let t: TestApp;
  let user: TestUser;
  const media = () => path.join(t.dataDir, 'media');

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.deps, { credits: 100 });
  });
  afterAll(() => t.cleanup());

  it('stores an MP3 with a placeholder artwork and debits 5 credits', async () => {
    const before = balanceCents(t.deps.store, user.user._id);
    const res = await postUpload(t.app, 'audio', { bearer: user.bearer });
    expectReply(uploadCalls.audio, res, 201);
    const { audio } = res.body;
    expect(audio).toMatchObject({
      title: 'Morning song',
      genre: 'Folk',
      artist: 'The Testers',
      plays: 0,
      likes: [],
      audioUrl: `/media/audios/${audio._id}.mp3`,
      artworkUrl: `/media/artwork/${audio._id}.svg`,
      uploadedBy: { name: user.user.name },
    });
    expect(await readFile(path.join(media(), 'artwork', `${audio._id}.svg`), 'utf8')).toContain(
      'Morning song',
    );
    expect(balanceCents(t.deps.store, user.user._id)).toBe(before - 500);
    expect(t.deps.store.data.audios.map((a) => a._id)).toContain(audio._id);
  });

  it('accepts WAV and WebM audio and an uploaded artwork', async () => {
    const wav = await postUpload(t.app, 'audio', {
      bearer: user.bearer,
      files: { audio: { bytes: sampleWav(), name: 'a.wav' }, artwork: jpegPart() },
    });
    expectReply(uploadCalls.audio, wav, 201);
    expect(wav.body.audio.audioUrl).toMatch(/\.wav$/);
    expect(wav.body.audio.artworkUrl).toMatch(/\/media\/artwork\/[a-f0-9]{24}\.jpg$/);
    const webm = await postUpload(t.app, 'audio', {
      bearer: user.bearer,
      files: { audio: { bytes: sampleWebm(), name: 'a.webm' } },
    });
    expectReply(uploadCalls.audio, webm, 201);
    expect(webm.body.audio.audioUrl).toMatch(/\.weba$/);
  });

  it('answers 415 to a video offered as audio', async () => {
    const res = await postUpload(t.app, 'audio', {
      bearer: user.bearer,
      files: { audio: { bytes: sampleMp4(), name: 'song.mp3', type: 'audio/mpeg' } },
    });
    expectReply(uploadCalls.audio, res, 415);
    expect(await filesUnder(path.join(t.dataDir, 'uploads-tmp'))).toEqual([]);
  });

  it('answers 400 naming missing audio fields', async () => {
    const res = await postUpload(t.app, 'audio', {
      bearer: user.bearer,
      fields: { genre: '', artist: undefined },
    });
    expectReply(uploadCalls.audio, res, 400);
    expect(res.body.fields).toEqual(['genre', 'artist']);
  });

  it.each([
    ['PDF', samplePdf(), 'pdf'],
    ['EPUB', sampleEpub(), 'epub'],
    ['MOBI', sampleMobi(), 'mobi'],
  ] as const)('stores a %s book with its format from the bytes', async (_name, bytes, format) => {
    const res = await postUpload(t.app, 'book', {
      bearer: user.bearer,
      files: { book: { bytes, name: 'book.bin', type: 'application/octet-stream' } },
    });
    expectReply(uploadCalls.book, res, 201);
    expect(res.body.book).toMatchObject({
      title: 'A small book',
      author: 'A. Author',
      description: 'Pages of tests',
      rating: 0,
      format,
    });
    const record = t.deps.store.data.books.find((b) => b._id === res.body.book._id);
    expect(record?.bookFile).toBe(`books/${res.body.book._id}.${format}`);
    expect(record?.coverFile).toBe(`covers/${res.body.book._id}.svg`);
    const stored = await readFile(path.join(media(), 'books', `${res.body.book._id}.${format}`));
    expect(stored.equals(bytes)).toBe(true);
  });

  it('answers 415 to a book that is not PDF, EPUB or MOBI, and 400 without an author', async () => {
    const wrong = await postUpload(t.app, 'book', {
      bearer: user.bearer,
      files: { book: { bytes: Buffer.from('just text'), name: 'book.pdf' } },
    });
    expectReply(uploadCalls.book, wrong, 415);
    const missing = await postUpload(t.app, 'book', {
      bearer: user.bearer,
      fields: { author: undefined },
    });
    expectReply(uploadCalls.book, missing, 400);
    expect(missing.body.fields).toEqual(['author']);
  });

  it('answers 403 INSUFFICIENT_BALANCE for a book with 7 credits and 401 without a token', async () => {
    const poor = await createUser(t.deps, { credits: 7 });
    const res = await postUpload(t.app, 'book', { bearer: poor.bearer });
    expectReply(uploadCalls.book, res, 403);
    expect(res.body).toMatchObject({ requiredAmount: 8, balance: 7 });
    expectReply(uploadCalls.audio, await postUpload(t.app, 'audio'), 401);
    expectReply(uploadCalls.book, await postUpload(t.app, 'book'), 401);
  });
});
