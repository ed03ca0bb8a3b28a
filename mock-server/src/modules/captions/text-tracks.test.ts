import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captionCalls, ErrorCode, lyricsCalls, type TextTrack } from '@inkreel/shared';
import { expectReply } from '../../test/expect-reply.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';
import { putAudio, putVideo, SRT_FR, VTT_EN } from './caption-test-items.js';

describe('captions of a video', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.deps);
  });
  afterAll(() => t.cleanup());

  const add = (id: string, bearer: string, body: object) =>
    request(t.app).post(`/api/videos/${id}/captions`).set('Authorization', bearer).send(body);

  it('adds WebVTT and SRT files, lists them by language and serves them as text/vtt', async () => {
    const video = await putVideo(t, owner.user._id);
    const en = await add(video._id, owner.bearer, { language: 'en', text: VTT_EN });
    expectReply(captionCalls.add, en, 201);
    expect(en.body).toMatchObject({ language: 'en', label: 'English' });
    const fr = await add(video._id, owner.bearer, {
      language: 'FR-ca',
      label: 'Québécois',
      text: SRT_FR,
    });
    expectReply(captionCalls.add, fr, 201);
    expect(fr.body).toMatchObject({ language: 'fr-CA', label: 'Québécois' });

    const list = await request(t.app).get(`/api/videos/${video._id}/captions`);
    expectReply(captionCalls.list, list, 200);
    const tracks = list.body.tracks as TextTrack[];
    expect(tracks.map((track) => track.language)).toEqual(['en', 'fr-CA']);
    const file = await request(t.app).get(`/api${tracks[1]?.url ?? ''}`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/vtt/);
    expect(file.text).toBe('WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nBonjour\n');
  });

  it('replaces a language explicitly (new file, old one gone), and removes it', async () => {
    const video = await putVideo(t, owner.user._id);
    const first = await add(video._id, owner.bearer, { language: 'en', text: VTT_EN });
    const again = await add(video._id, owner.bearer, { language: 'en', text: VTT_EN });
    expectReply(captionCalls.add, again, 409);
    expect(again.body.code).toBe(ErrorCode.CAPTION_EXISTS);

    const replaced = await request(t.app)
      .put(`/api/videos/${video._id}/captions/en`)
      .set('Authorization', owner.bearer)
      .send({ text: VTT_EN.replace('Hello', 'Hi'), label: 'English (SDH)' });
    expectReply(captionCalls.replace, replaced, 200);
    expect(replaced.body.url).not.toBe(first.body.url);
    expect(replaced.body.label).toBe('English (SDH)');
    expect((await request(t.app).get(`/api${String(first.body.url)}`)).status).toBe(404);
    expect((await request(t.app).get(`/api${String(replaced.body.url)}`)).text).toContain('Hi');

    const removed = await request(t.app)
      .delete(`/api/videos/${video._id}/captions/en`)
      .set('Authorization', owner.bearer);
    expectReply(captionCalls.remove, removed, 200);
    expect(removed.body).toEqual({ language: 'en', deleted: true });
    const list = await request(t.app).get(`/api/videos/${video._id}/captions`);
    expect(list.body.tracks).toEqual([]);
  });

  it('takes LRC lyrics for a track, but not as a video caption', async () => {
    const audio = await putAudio(t, owner.user._id);
    const lrc = '[00:01.00]One\n[00:02.00]Two\n';
    const lyrics = await request(t.app)
      .post(`/api/audios/${audio._id}/lyrics`)
      .set('Authorization', owner.bearer)
      .send({ language: 'en', text: lrc });
    expectReply(lyricsCalls.add, lyrics, 201);
    const video = await putVideo(t, owner.user._id);
    const caption = await add(video._id, owner.bearer, { language: 'en', text: lrc });
    expectReply(captionCalls.add, caption, 400);
    expect(caption.body.code).toBe(ErrorCode.CAPTION_INVALID);
  });

  describe('refusals', () => {
    it('400 CAPTION_INVALID naming the line of a broken file', async () => {
      const video = await putVideo(t, owner.user._id);
      const res = await add(video._id, owner.bearer, {
        language: 'en',
        text: 'WEBVTT\n\n00:00.000 --> 00:0x.000\nHi\n',
      });
      expectReply(captionCalls.add, res, 400);
      expect(res.body).toMatchObject({ code: ErrorCode.CAPTION_INVALID, line: 3 });
      expect(res.body.message).toMatch(/^Line 3: /);
    });

    it('400 for a language that is no BCP 47 tag, an empty file or one too large', async () => {
      const video = await putVideo(t, owner.user._id);
      for (const body of [
        { language: 'not a tag', text: VTT_EN },
        { language: 'en', text: '' },
        { language: 'en', text: 'x'.repeat(300 * 1024) },
      ]) {
        const res = await add(video._id, owner.bearer, body);
        expectReply(captionCalls.add, res, 400);
      }
    });

    it("401 signed out, 403 someone else's video or an unverified account", async () => {
      const video = await putVideo(t, owner.user._id);
      const anonymous = await request(t.app)
        .post(`/api/videos/${video._id}/captions`)
        .send({ language: 'en', text: VTT_EN });
      expectReply(captionCalls.add, anonymous, 401);
      const other = await createUser(t.deps);
      const foreign = await add(video._id, other.bearer, { language: 'en', text: VTT_EN });
      expectReply(captionCalls.add, foreign, 403);
      expect(foreign.body.code).toBe(ErrorCode.NOT_UPLOADER);
      const unverified = await createUser(t.deps, { verified: false });
      const own = await putVideo(t, unverified.user._id);
      const res = await add(own._id, unverified.bearer, { language: 'en', text: VTT_EN });
      expectReply(captionCalls.add, res, 403);
      expect(res.body.code).toBe(ErrorCode.EMAIL_NOT_VERIFIED);
    });

    it('404 for a missing video, a language without a file, and a video still processing', async () => {
      const missing = '0123456789abcdef01234567';
      expectReply(
        captionCalls.list,
        await request(t.app).get(`/api/videos/${missing}/captions`),
        404,
      );
      const video = await putVideo(t, owner.user._id);
      const none = await request(t.app)
        .put(`/api/videos/${video._id}/captions/de`)
        .set('Authorization', owner.bearer)
        .send({ text: VTT_EN });
      expectReply(captionCalls.replace, none, 404);
      const processing = await putVideo(t, owner.user._id, 'processing');
      const path = `/api/videos/${processing._id}/captions`;
      expectReply(captionCalls.list, await request(t.app).get(path), 404);
      const mine = await request(t.app).get(path).set('Authorization', owner.bearer);
      expectReply(captionCalls.list, mine, 200);
      expectReply(captionCalls.list, await request(t.app).get('/api/videos/nope/captions'), 400);
    });
  });
});
