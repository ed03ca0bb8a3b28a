import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, viewCalls } from '@inkreel/shared';
import { hide } from '../../test/community.js';
import { expectReply } from '../../test/expect-reply.js';
import { createSeededTestApp } from '../../test/seeded-test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';
import { countPlayback, dailyCounts, dayOf } from './views.service.js';

const viewPath = (id: string) => viewCalls.video.path.replace(':id', id);
const playPath = (id: string) => viewCalls.audio.path.replace(':id', id);
const visitor = (n: number) => `visitor-${String(n).padStart(12, '0')}`;

describe('counted views and plays', () => {
  let t: TestApp;
  let ann: TestUser;
  beforeAll(async () => {
    t = await createSeededTestApp();
    ann = await createUser(t.deps);
  });
  afterAll(() => t.cleanup());

  /** A seeded video at least 20 s long, and one shorter (n picks another). */
  const video = (long: boolean, n = 0) => {
    const found = t.deps.store.data.videos.filter((v) => (v.duration ?? 0) >= 20 === long)[n];
    if (!found) throw new Error('no such seeded video');
    return found;
  };
  const today = (id: string) => dailyCounts(t.deps.store, id, 1)[0]?.count ?? 0;

  it('counts a view after 10 s of playback, not before, and not on reading the video', async () => {
    const record = video(true);
    const before = record.views;
    await request(t.app).get(`/api/videos/${record._id}`).expect(200);
    const early = await request(t.app).post(viewPath(record._id)).send({ seconds: 9.5 });
    expectReply(viewCalls.video, early, 200);
    expect(early.body).toEqual({ counted: false, views: before });
    const counted = await request(t.app)
      .post(viewPath(record._id))
      .send({ seconds: 10, visitorId: visitor(1) });
    expectReply(viewCalls.video, counted, 200);
    expect(counted.body).toEqual({ counted: true, views: before + 1 });
    expect(today(record._id)).toBeGreaterThanOrEqual(1);
  });

  it('counts half of a video shorter than 20 s, using its own length over the player’s', async () => {
    const record = video(false);
    const half = (record.duration ?? 0) / 2;
    const short = await request(t.app)
      .post(viewPath(record._id))
      .send({ seconds: half - 0.5, duration: 2, visitorId: visitor(2) });
    expect(short.body.counted).toBe(false);
    const enough = await request(t.app)
      .post(viewPath(record._id))
      .send({ seconds: half, visitorId: visitor(2) });
    expect(enough.body.counted).toBe(true);
  });

  it('counts a viewer once in 24 hours: an account whatever its browser, a browser by its id', async () => {
    const record = video(true, 1);
    const before = record.views;
    const send = (body: object, user?: TestUser) => {
      const req = request(t.app).post(viewPath(record._id));
      return (user ? req.set('Authorization', user.bearer) : req).send({ seconds: 12, ...body });
    };
    expect((await send({ visitorId: visitor(3) }, ann)).body.counted).toBe(true);
    expect((await send({ visitorId: visitor(4) }, ann)).body.counted).toBe(false);
    expect((await send({ visitorId: visitor(3) })).body.counted).toBe(true);
    expect((await send({ visitorId: visitor(3) })).body.counted).toBe(false);
    // Without an id, the address and browser stand for the viewer.
    expect((await send({})).body.counted).toBe(true);
    expect((await send({})).body.counted).toBe(false);
    expect(record.views).toBe(before + 3);

    const tomorrow = new Date(Date.now() + 24 * 3_600_000 + 1000);
    const again = countPlayback(t.deps.store, {
      kind: 'video',
      itemId: record._id,
      viewer: `user:${ann.user._id}`,
      seconds: 10,
      now: tomorrow,
    });
    expect(again).toEqual({ counted: true, total: before + 4 });
    expect(dailyCounts(t.deps.store, record._id, 2, tomorrow)[1]?.count).toBe(1);
  });

  it('counts 20 parallel reports of one viewer once, and of 20 viewers 20 times', async () => {
    const track = t.deps.store.data.audios[3];
    if (!track) throw new Error('seed has no audio');
    const before = track.plays;
    const same = await Promise.all(
      Array.from({ length: 20 }, () =>
        request(t.app)
          .post(playPath(track._id))
          .send({ seconds: 10, visitorId: visitor(5) }),
      ),
    );
    for (const res of same) expectReply(viewCalls.audio, res, 200);
    expect(same.filter((r) => r.body.counted)).toHaveLength(1);
    expect(track.plays).toBe(before + 1);
    const many = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        request(t.app)
          .post(playPath(track._id))
          .send({ seconds: 10, visitorId: visitor(100 + i) }),
      ),
    );
    expect(many.every((r) => r.body.counted)).toBe(true);
    expect(track.plays).toBe(before + 21);
    expect(Math.max(...many.map((r) => r.body.plays as number))).toBe(before + 21);
  });

  it('answers unknown, malformed, wrong-kind and hidden items 404, a bad report 400', async () => {
    const record = video(true, 2);
    const track = t.deps.store.data.audios[4];
    if (!track) throw new Error('seed has no audio');
    for (const [path, call] of [
      [viewPath('0'.repeat(24)), viewCalls.video],
      [viewPath('nope'), viewCalls.video],
      [playPath(record._id), viewCalls.audio],
    ] as const) {
      const res = await request(t.app).post(path).send({ seconds: 20 });
      expectReply(call, res, 404);
      expect(res.body.code).toBe(ErrorCode.NOT_FOUND);
    }
    for (const body of [{}, { seconds: -1 }, { seconds: 'ten' }, { seconds: 10, visitorId: 'x' }]) {
      const res = await request(t.app).post(playPath(track._id)).send(body);
      expectReply(viewCalls.audio, res, 400);
    }
    hide(t, record._id);
    const hidden = await request(t.app).post(viewPath(record._id)).send({ seconds: 20 });
    expectReply(viewCalls.video, hidden, 404);
  });

  it('counts an unlisted item, which opens by its link (the manage feature), as a public one', async () => {
    const record = video(true, 1);
    Object.assign(record, { visibility: 'unlisted' });
    const res = await request(t.app)
      .post(viewPath(record._id))
      .send({ seconds: 10, visitorId: visitor(9) });
    expectReply(viewCalls.video, res, 200);
    expect(res.body.counted).toBe(true);
  });

  it('gives per-day counts oldest first, days without any as 0', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const data = t.deps.store.data;
    data.playDays.push(
      { kind: 'audio', itemId: 'f'.repeat(24), day: '2026-03-08', count: 4 },
      { kind: 'audio', itemId: 'f'.repeat(24), day: '2026-03-10', count: 2 },
    );
    expect(dailyCounts(t.deps.store, 'f'.repeat(24), 4, now)).toEqual([
      { day: '2026-03-07', count: 0 },
      { day: '2026-03-08', count: 4 },
      { day: '2026-03-09', count: 0 },
      { day: '2026-03-10', count: 2 },
    ]);
    expect(dayOf(now)).toBe('2026-03-10');
  });

  it('seeds per-day counts that never add up to more than an item’s total', () => {
    const { videos, audios, playDays } = t.deps.store.data;
    for (const item of [...videos, ...audios]) {
      const sum = playDays.filter((d) => d.itemId === item._id).reduce((s, d) => s + d.count, 0);
      expect(sum).toBeLessThanOrEqual('views' in item ? item.views : item.plays);
    }
    expect(playDays.length).toBeGreaterThan(videos.length);
  });
});
