import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadCalls } from '@inkreel/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { expectReply } from '../../test/expect-reply.js';
import { createUser, type TestUser } from '../../test/users.js';
import { balanceCents } from '../wallet/wallet.service.js';
import { brokenMp4, samplePng, sampleMp4, textFile } from '../../test/media-samples.js';
import { filesUnder, postUpload } from '../../test/upload-requests.js';

describe('POST /api/videos/upload', () => {
  let t: TestApp;
  let rich: TestUser;
  const media = () => path.join(t.dataDir, 'media');
  const temp = () => path.join(t.dataDir, 'uploads-tmp');

  beforeAll(async () => {
    t = await createTestApp();
    rich = await createUser(t.deps, { credits: 1000 });
  });
  afterAll(() => t.cleanup());

  it('stores the video, debits 10 credits once, and replies 201 with the new video', async () => {
    const before = balanceCents(t.deps.store, rich.user._id);
    const res = await postUpload(t.app, 'video', {
      bearer: rich.bearer,
      fields: { tags: 'sea, , sunset,', fileSize: '1234' },
      files: { video: { bytes: sampleMp4({ seconds: 4.5 }), name: '../../evil name.mp4' } },
    });
    expectReply(uploadCalls.video, res, 201);
    const { video } = res.body;
    expect(video).toMatchObject({
      title: 'Sunset over the bay',
      description: 'A short clip',
      tags: ['sea', 'sunset'],
      views: 0,
      duration: 4.5,
      uploadedBy: { _id: rich.user._id, name: rich.user.name },
    });
    expect(video.videoUrl).toBe(`/media/videos/${video._id}.mp4`);
    expect(Date.now() - Date.parse(video.createdAt)).toBeLessThan(60_000);

    const record = t.deps.store.data.videos.find((v) => v._id === video._id);
    expect(record).toMatchObject({ status: 'ready', featured: false, uploaderId: rich.user._id });
    expect(balanceCents(t.deps.store, rich.user._id)).toBe(before - 1000);
    const entries = t.deps.store.data.ledger.filter((e) => e.reference === video._id);
    expect(entries).toMatchObject([{ kind: 'upload', amountCents: -1000, userId: rich.user._id }]);

    // The bytes are stored as sent, under a server-made name; the placeholder thumbnail exists.
    const stored = await readFile(path.join(media(), 'videos', `${video._id}.mp4`));
    expect(stored.equals(sampleMp4({ seconds: 4.5 }))).toBe(true);
    const thumb = await readFile(path.join(media(), 'thumbnails', `${video._id}.svg`), 'utf8');
    expect(thumb).toContain('Sunset over the bay');
    expect(record?.thumbnailFile).toBe(`thumbnails/${video._id}.svg`);
    expect(await filesUnder(temp())).toEqual([]);
    expect((await filesUnder(media())).some((f) => f.includes('evil'))).toBe(false);
  });

  it('keeps an uploaded thumbnail, stored by its sniffed type', async () => {
    const res = await postUpload(t.app, 'video', {
      bearer: rich.bearer,
      files: { thumbnail: { bytes: samplePng(), name: 'thumb.gif', type: 'image/gif' } },
    });
    expectReply(uploadCalls.video, res, 201);
    const record = t.deps.store.data.videos.find((v) => v._id === res.body.video._id);
    expect(record?.thumbnailFile).toBe(`thumbnails/${res.body.video._id}.png`);
    const bytes = await readFile(path.join(media(), 'thumbnails', `${res.body.video._id}.png`));
    expect(bytes.equals(samplePng())).toBe(true);
  });

  it('answers 415 to a text file named .mp4 and keeps no file, record or charge', async () => {
    const before = balanceCents(t.deps.store, rich.user._id);
    const videos = t.deps.store.data.videos.length;
    const filesBefore = await filesUnder(media());
    const res = await postUpload(t.app, 'video', {
      bearer: rich.bearer,
      files: { video: { bytes: textFile(), name: 'movie.mp4', type: 'video/mp4' } },
    });
    expectReply(uploadCalls.video, res, 415);
    expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await filesUnder(temp())).toEqual([]);
    expect(await filesUnder(media())).toEqual(filesBefore);
    expect(t.deps.store.data.videos).toHaveLength(videos);
    expect(balanceCents(t.deps.store, rich.user._id)).toBe(before);
  });

  it('answers 415 when a thumbnail is not an image, removing the video file too', async () => {
    const res = await postUpload(t.app, 'video', {
      bearer: rich.bearer,
      files: { thumbnail: { bytes: sampleMp4(), name: 'thumb.png', type: 'image/png' } },
    });
    expectReply(uploadCalls.video, res, 415);
    expect(res.body.message).toMatch(/thumbnail/);
    expect(await filesUnder(temp())).toEqual([]);
  });

  it('answers 415 to a file that starts like an MP4 but whose boxes do not parse', async () => {
    const before = balanceCents(t.deps.store, rich.user._id);
    const filesBefore = await filesUnder(media());
    const res = await postUpload(t.app, 'video', {
      bearer: rich.bearer,
      files: { video: { bytes: brokenMp4(), name: 'broken.mp4' } },
    });
    expectReply(uploadCalls.video, res, 415);
    expect(res.body.message).toMatch(/could not be read/);
    expect(await filesUnder(media())).toEqual(filesBefore);
    expect(balanceCents(t.deps.store, rich.user._id)).toBe(before);
  });

  it('answers 400 naming every missing field and file', async () => {
    const res = await postUpload(t.app, 'video', {
      bearer: rich.bearer,
      fields: { description: undefined, tags: ' , ' },
      files: { video: null, thumbnail: { bytes: samplePng(), name: 't.png' } },
    });
    expectReply(uploadCalls.video, res, 400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.fields).toEqual(['description', 'tags', 'video']);
    expect(res.body.message).toBe('Missing or invalid fields: description, tags, video');
    expect(await filesUnder(temp())).toEqual([]);
  });

  it('answers 400 to a file in a field the call does not take', async () => {
    const res = await postUpload(t.app, 'video', {
      bearer: rich.bearer,
      files: { poster: { bytes: samplePng(), name: 'p.png' } },
    });
    expectReply(uploadCalls.video, res, 400);
    expect(await filesUnder(temp())).toEqual([]);
  });

  it('answers 401 without a token and stores nothing', async () => {
    const res = await postUpload(t.app, 'video');
    expectReply(uploadCalls.video, res, 401);
    expect(res.body.code).toBe('UNAUTHORIZED');
    expect(await filesUnder(temp())).toEqual([]);
  });

  it('answers 403 EMAIL_NOT_VERIFIED to an unverified user', async () => {
    const unverified = await createUser(t.deps, { verified: false, credits: 100 });
    const res = await postUpload(t.app, 'video', { bearer: unverified.bearer });
    expectReply(uploadCalls.video, res, 403);
    expect(res.body.code).toBe('EMAIL_NOT_VERIFIED');
    expect(balanceCents(t.deps.store, unverified.user._id)).toBe(10_000);
  });

  it('answers 403 INSUFFICIENT_BALANCE with requiredAmount, keeping balance and files', async () => {
    const poor = await createUser(t.deps, { credits: 9.5 });
    const filesBefore = await filesUnder(media());
    const videos = t.deps.store.data.videos.length;
    const res = await postUpload(t.app, 'video', { bearer: poor.bearer });
    expectReply(uploadCalls.video, res, 403);
    expect(res.body).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      requiredAmount: 10,
      balance: 9.5,
    });
    expect(balanceCents(t.deps.store, poor.user._id)).toBe(950);
    expect(t.deps.store.data.videos).toHaveLength(videos);
    expect(await filesUnder(media())).toEqual(filesBefore);
    expect(await filesUnder(temp())).toEqual([]);
  });

  it('processes a video named with a socket id that is not live, then publishes it', async () => {
    const res = await postUpload(t.app, 'video', {
      bearer: rich.bearer,
      query: '?socketId=no-such-socket',
    });
    expectReply(uploadCalls.video, res, 201);
    expect(res.body.message).toBe('Video uploaded successfully. Processing has started.');
    const statusOf = () =>
      t.deps.store.data.videos.find((v) => v._id === res.body.video._id)?.status;
    expect(statusOf()).toBe('processing');
    await vi.waitFor(() => expect(statusOf()).toBe('ready'), { timeout: 5000 });
  });
});

describe('POST /api/videos/upload size limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAX_UPLOAD_BYTES: '1000' });
  });
  afterAll(() => t.cleanup());

  it('answers 413 FILE_TOO_LARGE past MAX_UPLOAD_BYTES and keeps nothing', async () => {
    const user = await createUser(t.deps, { credits: 100 });
    const res = await postUpload(t.app, 'video', {
      bearer: user.bearer,
      files: { video: { bytes: sampleMp4({ mdatBytes: 5000 }), name: 'big.mp4' } },
    });
    expectReply(uploadCalls.video, res, 413);
    expect(res.body.code).toBe('FILE_TOO_LARGE');
    expect(await filesUnder(path.join(t.dataDir, 'uploads-tmp'))).toEqual([]);
    expect(await filesUnder(path.join(t.dataDir, 'media'))).toEqual([]);
    expect(t.deps.store.data.videos).toEqual([]);
    expect(balanceCents(t.deps.store, user.user._id)).toBe(10_000);
  });

  it('accepts a file right at the limit', async () => {
    const user = await createUser(t.deps, { credits: 100 });
    const bytes = sampleMp4({ mdatBytes: 0 });
    const exact = sampleMp4({ mdatBytes: 1000 - bytes.length });
    expect(exact.length).toBe(1000);
    const res = await postUpload(t.app, 'video', {
      bearer: user.bearer,
      files: { video: { bytes: exact, name: 'exact.mp4' } },
    });
    expectReply(uploadCalls.video, res, 201);
  });
});
