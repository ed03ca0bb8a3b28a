import type { Response as AgentResponse } from 'superagent';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioCalls, bookCalls, uploadCalls, videoCalls, writingCalls } from '@inkreel/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { expectReply } from '../../test/expect-reply.js';
import { createUser, type TestUser } from '../../test/users.js';
import { sampleMp3, sampleMp4, samplePdf } from '../../test/media-samples.js';
import { postUpload } from '../../test/upload-requests.js';

/** Collects any reply body as bytes, whatever its content type (superagent hands over the stream). */
function bytes(res: AgentResponse, done: (err: Error | null, body: Buffer) => void) {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

const getBytes = (t: TestApp, url: string) => request(t.app).get(url).buffer(true).parse(bytes);

describe('uploaded content in the catalogue', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.deps, { credits: 100 });
  });
  afterAll(() => t.cleanup());

  it('puts a new video first on page 1, playable at /api + videoUrl, with a thumbnail', async () => {
    const older = await postUpload(t.app, 'video', { bearer: user.bearer });
    expectReply(uploadCalls.video, older, 201);
    const video = sampleMp4({ seconds: 1, mdatBytes: 2048 });
    const res = await postUpload(t.app, 'video', {
      bearer: user.bearer,
      fields: { title: 'Newest clip' },
      files: { video: { bytes: video, name: 'newest.mp4' } },
    });
    expectReply(uploadCalls.video, res, 201);
    const { _id: id, videoUrl } = res.body.video;

    const page = await request(t.app).get('/api/videos?page=1');
    expectReply(videoCalls.list, page, 200);
    expect(page.body.videos.map((v: { _id: string }) => v._id).slice(0, 2)).toEqual([
      id,
      older.body.video._id,
    ]);
    const detail = await request(t.app).get(`/api/videos/${id}`);
    expectReply(videoCalls.byId, detail, 200);
    expect(detail.body).toMatchObject({ title: 'Newest clip', uploadedBy: { _id: user.user._id } });

    const file = await getBytes(t, `/api${videoUrl}`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toMatch(/^video\/mp4/);
    expect(Buffer.compare(file.body as Buffer, video)).toBe(0);
    const thumb = await getBytes(t, `/api/videos/thumbnail/${id}`);
    expectReply(videoCalls.thumbnail, thumb, 200);
    expect(thumb.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect((thumb.body as Buffer).toString()).toContain('Newest clip');
  });

  it('serves a new audio track by id, its file and its placeholder artwork', async () => {
    const res = await postUpload(t.app, 'audio', { bearer: user.bearer });
    expectReply(uploadCalls.audio, res, 201);
    const { _id: id, audioUrl, artworkUrl } = res.body.audio;
    expectReply(audioCalls.byId, await request(t.app).get(`/api/audios/${id}`), 200);
    const file = await getBytes(t, `/api${audioUrl}`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toMatch(/^audio\/mpeg/);
    expect(Buffer.compare(file.body as Buffer, sampleMp3())).toBe(0);
    const art = await getBytes(t, `/api${artworkUrl}`);
    expect(art.status).toBe(200);
    expect(art.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('serves a new book as a PDF and its cover', async () => {
    const res = await postUpload(t.app, 'book', { bearer: user.bearer });
    expectReply(uploadCalls.book, res, 201);
    const id: string = res.body.book._id;
    const read = await getBytes(t, `/api/books/read/${id}`);
    expectReply(bookCalls.read, read, 200);
    expect(read.headers['content-type']).toMatch(/^application\/pdf/);
    expect(Buffer.compare(read.body as Buffer, samplePdf())).toBe(0);
    const cover = await getBytes(t, `/api/books/cover/${id}`);
    expectReply(bookCalls.cover, cover, 200);
    expect(cover.headers['content-type']).toMatch(/^image\//);
  });

  it('lists a new poem and story first and serves them by id', async () => {
    for (const [path, key, create, list, byId] of [
      ['/api/poems', 'poems', uploadCalls.poem, writingCalls.poems, writingCalls.poem],
      ['/api/stories', 'stories', uploadCalls.story, writingCalls.stories, writingCalls.story],
    ] as const) {
      const res = await request(t.app)
        .post(path)
        .set('Authorization', user.bearer)
        .send({ title: `New in ${path}`, content: 'Words', tags: 'new' });
      expectReply(create, res, 201);
      const page = await request(t.app).get(`${path}?page=1`);
      expectReply(list, page, 200);
      const items = page.body[key] as { _id: string }[];
      expect(items[0]?._id).toBe(res.body._id);
      const one = await request(t.app).get(`${path}/${res.body._id}`);
      expectReply(byId, one, 200);
      expect(one.body).toMatchObject({ title: `New in ${path}`, tags: ['new'] });
    }
  });
});
