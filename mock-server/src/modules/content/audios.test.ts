import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioCalls, type Audio } from '@inkreel/shared';
import { createSeededTestApp } from '../../test/seeded-test-app.js';
import { expectReply } from '../../test/expect-reply.js';
import type { TestApp } from '../../test/test-app.js';
import { RANDOM_BATCH } from './content.service.js';

const UNKNOWN_ID = 'e'.repeat(24);

describe('audio catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSeededTestApp();
  });
  afterAll(() => t.cleanup());

  it('returns random batches without repeats that together cover every track', async () => {
    const all = new Set(t.deps.store.data.audios.map((a) => a._id));
    const seen = new Set<string>();
    const calls = Math.ceil(all.size / RANDOM_BATCH) + 1;
    for (let i = 0; i < calls; i += 1) {
      const res = await request(t.app).get('/api/audios/random');
      expectReply(audioCalls.random, res, 200);
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.text));
      const ids = (res.body as Audio[]).map((a) => a._id);
      expect(ids).toHaveLength(RANDOM_BATCH);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) {
        expect(all.has(id)).toBe(true);
        seen.add(id);
      }
    }
    expect(seen.size).toBe(all.size);
  });

  it('returns a track by id with its media paths, its likers as `likes`, and counts no play', async () => {
    const record = t.deps.store.data.audios.find((a) => a.artworkFile);
    if (!record) throw new Error('seed has no audio with artwork');
    const before = record.plays;
    const res = await request(t.app).get(`/api/audios/${record._id}`);
    expectReply(audioCalls.byId, res, 200);
    const audio = res.body as Audio;
    expect(audio).toMatchObject({ _id: record._id, plays: before, genre: record.genre });
    expect(record.plays).toBe(before);
    const likers = t.deps.store.data.likes.filter((l) => l.itemId === record._id);
    expect(audio.likes).toEqual(likers.map((l) => l.userId));
    expect(audio.likeCount).toBe(likers.length);
    expect(audio.audioUrl).toMatch(/^\/media\/audios\/.+\.mp3$/);
    expect(audio.artworkUrl).toMatch(/^\/media\/artwork\/.+\.jpg$/);
    const media = await request(t.app).get(`/api${audio.audioUrl}`);
    expect(media.status).toBe(200);
    expect(media.headers['content-type']).toBe('audio/mpeg');
  });

  it('points artworkUrl of a track without artwork at the artwork route, which answers an image', async () => {
    const record = t.deps.store.data.audios.find((a) => !a.artworkFile);
    if (!record) throw new Error('seed has no audio without artwork');
    const res = await request(t.app).get(`/api/audios/${record._id}`);
    expectReply(audioCalls.byId, res, 200);
    expect(res.body.artworkUrl).toBe(`/audios/artwork/${record._id}`);
    const art = await request(t.app).get(`/api${res.body.artworkUrl as string}`);
    expectReply(audioCalls.artwork, art, 200);
    expect(art.headers['content-type']).toMatch(/^image\/svg\+xml/);

    const withArt = t.deps.store.data.audios.find((a) => a.artworkFile);
    const jpeg = await request(t.app).get(`/api/audios/artwork/${withArt?._id}`);
    expectReply(audioCalls.artwork, jpeg, 200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
  });

  it('pages recommendations in a stable order: page 2 with limit 3 continues page 1', async () => {
    const id = t.deps.store.data.audios[0]?._id as string;
    const six = await request(t.app).get(`/api/audios/recommendations/${id}?page=1&limit=6`);
    expectReply(audioCalls.recommendations, six, 200);
    const first = await request(t.app).get(`/api/audios/recommendations/${id}?page=1&limit=3`);
    const second = await request(t.app).get(`/api/audios/recommendations/${id}?page=2&limit=3`);
    expectReply(audioCalls.recommendations, first, 200);
    expectReply(audioCalls.recommendations, second, 200);
    const ids = (res: { body: Audio[] }) => res.body.map((a) => a._id);
    expect(ids(second)).toHaveLength(3);
    expect([...ids(first), ...ids(second)]).toEqual(ids(six));
    expect(ids(six)).not.toContain(id);
    const source = t.deps.store.data.audios[0];
    expect((six.body as Audio[])[0]?.genre).toBe(source?.genre);
  });

  it('answers recommendations past the end with an empty list', async () => {
    const id = t.deps.store.data.audios[0]?._id as string;
    const res = await request(t.app).get(`/api/audios/recommendations/${id}?page=50&limit=10`);
    expectReply(audioCalls.recommendations, res, 200);
    expect(res.body).toEqual([]);
  });

  it.each(['page=0', 'limit=0', 'limit=51', 'page=x'])(
    'rejects recommendations with %s with 400',
    async (query) => {
      const id = t.deps.store.data.audios[0]?._id as string;
      const res = await request(t.app).get(`/api/audios/recommendations/${id}?${query}`);
      expectReply(audioCalls.recommendations, res, 400);
    },
  );

  it.each([
    ['an unknown id', UNKNOWN_ID],
    ['a malformed id', 'x'.repeat(24)],
  ])('answers %s with 404', async (_label, id) => {
    for (const call of [audioCalls.byId, audioCalls.recommendations, audioCalls.artwork]) {
      const res = await request(t.app).get(call.path.replace(':id', id));
      expectReply(call, res, 404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
  });

  it('answers other methods with 405', async () => {
    const id = t.deps.store.data.audios[0]?._id as string;
    for (const path of ['/api/audios/random', `/api/audios/${id}`, `/api/audios/artwork/${id}`]) {
      const res = await request(t.app).post(path).send({});
      expect(res.status, path).toBe(405);
    }
  });
});
