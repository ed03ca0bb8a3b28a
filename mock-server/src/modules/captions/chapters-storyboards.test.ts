import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  audioChapterCalls,
  ErrorCode,
  storyboardCalls,
  videoChapterCalls,
  type StoryboardReply,
} from '@inkreel/shared';
import { storyboardIndex } from '@inkreel/shared/caption-files';
import { expectReply } from '../../test/expect-reply.js';
import { samplePng, textFile } from '../../test/media-samples.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';
import { putAudio, putVideo } from './caption-test-items.js';

const CHAPTERS = [
  { start: 0, title: 'Intro' },
  { start: 10, title: 'Middle' },
  { start: 20, title: 'End' },
];
const INDEX = storyboardIndex(
  [
    { start: 0, end: 2, x: 0, y: 0, width: 2, height: 2 },
    { start: 2, end: 4, x: 2, y: 0, width: 2, height: 2 },
  ],
  'upload.png',
);

describe('chapters', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.deps);
  });
  afterAll(() => t.cleanup());

  it('are empty until set, kept, and removed by an empty list; tracks have them too', async () => {
    const video = await putVideo(t, owner.user._id);
    const path = `/api/videos/${video._id}/chapters`;
    expectReply(videoChapterCalls.get, await request(t.app).get(path), 200);
    expect((await request(t.app).get(path)).body).toEqual({ chapters: [] });
    const set = await request(t.app)
      .put(path)
      .set('Authorization', owner.bearer)
      .send({ chapters: CHAPTERS });
    expectReply(videoChapterCalls.put, set, 200);
    expect((await request(t.app).get(path)).body).toEqual({ chapters: CHAPTERS });
    await request(t.app).put(path).set('Authorization', owner.bearer).send({ chapters: [] });
    expect((await request(t.app).get(path)).body).toEqual({ chapters: [] });

    const audio = await putAudio(t, owner.user._id);
    const track = await request(t.app)
      .put(`/api/audios/${audio._id}/chapters`)
      .set('Authorization', owner.bearer)
      .send({ chapters: CHAPTERS });
    expectReply(audioChapterCalls.put, track, 200);
  });

  it('refuse a list that breaks the rule (400), a stranger (403), a missing item (404)', async () => {
    const video = await putVideo(t, owner.user._id);
    const path = `/api/videos/${video._id}/chapters`;
    for (const chapters of [
      CHAPTERS.slice(0, 2),
      [...CHAPTERS].reverse(),
      [{ start: 0, title: '' }],
    ]) {
      const res = await request(t.app)
        .put(path)
        .set('Authorization', owner.bearer)
        .send({ chapters });
      expectReply(videoChapterCalls.put, res, 400);
    }
    const other = await createUser(t.deps);
    const foreign = await request(t.app)
      .put(path)
      .set('Authorization', other.bearer)
      .send({ chapters: CHAPTERS });
    expectReply(videoChapterCalls.put, foreign, 403);
    const missing = await request(t.app).get('/api/audios/0123456789abcdef01234567/chapters');
    expectReply(audioChapterCalls.get, missing, 404);
  });
});

describe('storyboards', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.deps);
  });
  afterAll(() => t.cleanup());

  const put = (id: string, bearer: string, sprite: Buffer, index = INDEX) =>
    request(t.app)
      .put(`/api/videos/${id}/storyboard`)
      .set('Authorization', bearer)
      .field('index', index)
      .attach('sprite', sprite, 'frames.png');

  it('keeps the sprite and an index naming it, replaces them, and removes them', async () => {
    const video = await putVideo(t, owner.user._id);
    const none = await request(t.app).get(`/api/videos/${video._id}/storyboard`);
    expectReply(storyboardCalls.get, none, 200);
    expect(none.body).toEqual({ storyboard: null });

    const first = await put(video._id, owner.bearer, samplePng());
    expectReply(storyboardCalls.put, first, 200);
    const board = (first.body as StoryboardReply).storyboard;
    expect(board?.frames).toBe(2);
    const sprite = await request(t.app).get(`/api${board?.spriteUrl ?? ''}`);
    expect(sprite.headers['content-type']).toBe('image/png');
    const index = await request(t.app).get(`/api${board?.indexUrl ?? ''}`);
    const spriteName = board?.spriteUrl.split('/').pop() ?? '';
    expect(index.text).toContain(`${spriteName}#xywh=2,0,2,2`);

    const second = await put(video._id, owner.bearer, samplePng());
    expect((second.body as StoryboardReply).storyboard?.spriteUrl).not.toBe(board?.spriteUrl);
    expect((await request(t.app).get(`/api${board?.spriteUrl ?? ''}`)).status).toBe(404);

    const removed = await request(t.app)
      .delete(`/api/videos/${video._id}/storyboard`)
      .set('Authorization', owner.bearer);
    expectReply(storyboardCalls.remove, removed, 200);
    expect((await request(t.app).get(`/api/videos/${video._id}/storyboard`)).body).toEqual({
      storyboard: null,
    });
  });

  it('refuses a sprite that is no image (415), a bad index (400), a stranger (403)', async () => {
    const video = await putVideo(t, owner.user._id);
    const text = await put(video._id, owner.bearer, textFile());
    expectReply(storyboardCalls.put, text, 415);
    const badIndex = await put(
      video._id,
      owner.bearer,
      samplePng(),
      'WEBVTT\n\n00:00.000 --> 00:01.000\nhello\n',
    );
    expectReply(storyboardCalls.put, badIndex, 400);
    expect(badIndex.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    const noSprite = await request(t.app)
      .put(`/api/videos/${video._id}/storyboard`)
      .set('Authorization', owner.bearer)
      .field('index', INDEX);
    expectReply(storyboardCalls.put, noSprite, 400);
    const other = await createUser(t.deps);
    expectReply(storyboardCalls.put, await put(video._id, other.bearer, samplePng()), 403);
  });
});
