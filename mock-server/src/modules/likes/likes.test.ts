import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  ITEM_KINDS,
  KIND_SEGMENTS,
  likeCalls,
  likeCallsByKind,
  RETRY_AFTER_HEADER,
  TOGGLES_PER_MINUTE,
  type Audio,
  type ItemKind,
  type LikedEntry,
  type Video,
} from '@inkreel/shared';
import { hide } from '../../test/community.js';
import { expectReply } from '../../test/expect-reply.js';
import { createSeededTestApp } from '../../test/seeded-test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';

describe('likes', () => {
  let t: TestApp;
  let ann: TestUser;
  let unverified: TestUser;
  beforeAll(async () => {
    t = await createSeededTestApp();
    [ann, unverified] = await Promise.all([
      createUser(t.deps, { name: 'Ann Listener' }),
      createUser(t.deps, { verified: false }),
    ]);
  });
  afterAll(() => t.cleanup());

  /** A seeded item of each kind nobody here has touched. */
  const itemOf = (kind: ItemKind, n = 0) => {
    const { videos, audios, books, writings } = t.deps.store.data;
    const lists = {
      video: videos,
      audio: audios,
      book: books,
      story: writings.filter((w) => w.kind === 'story'),
      poem: writings.filter((w) => w.kind === 'poem'),
    };
    const item = lists[kind][n];
    if (!item) throw new Error(`seed has no ${kind} ${n}`);
    return item;
  };
  const likePath = (kind: ItemKind, id: string) => `/api/${KIND_SEGMENTS[kind]}/${id}/like`;
  const likeAs = (user: TestUser, kind: ItemKind, id: string, method: 'put' | 'delete' = 'put') =>
    request(t.app)[method](likePath(kind, id)).set('Authorization', user.bearer);

  it.each(ITEM_KINDS)('likes and unlikes a %s, once per account', async (kind) => {
    const item = itemOf(kind);
    const before = t.deps.store.index.likersOf(kind, item._id).length;
    const liked = await likeAs(ann, kind, item._id);
    expectReply(likeCallsByKind[kind].like, liked, 200);
    expect(liked.body).toEqual({ liked: true, likeCount: before + 1 });
    const twice = await likeAs(ann, kind, item._id);
    expect(twice.body).toEqual({ liked: true, likeCount: before + 1 });
    const off = await likeAs(ann, kind, item._id, 'delete');
    expectReply(likeCallsByKind[kind].unlike, off, 200);
    expect(off.body).toEqual({ liked: false, likeCount: before });
  });

  it('counts 20 parallel likes of one account as one, and of 20 accounts as 20', async () => {
    const video = itemOf('video', 1);
    const before = t.deps.store.index.likersOf('video', video._id).length;
    const same = await Promise.all(
      Array.from({ length: 20 }, () => likeAs(ann, 'video', video._id)),
    );
    for (const res of same) expectReply(likeCalls.likeVideo, res, 200);
    expect(t.deps.store.index.likersOf('video', video._id)).toHaveLength(before + 1);

    const people = await Promise.all(Array.from({ length: 20 }, () => createUser(t.deps)));
    const many = await Promise.all(people.map((p) => likeAs(p, 'video', video._id)));
    for (const res of many) expectReply(likeCalls.likeVideo, res, 200);
    expect(t.deps.store.index.likersOf('video', video._id)).toHaveLength(before + 21);
  });

  it('shows the count and whether the caller likes it on the items themselves', async () => {
    const track = itemOf('audio', 2);
    await likeAs(ann, 'audio', track._id).expect(200);
    const mine = await request(t.app)
      .get(`/api/audios/${track._id}`)
      .set('Authorization', ann.bearer);
    const audio = mine.body as Audio;
    expect(audio.liked).toBe(true);
    expect(audio.likes).toContain(ann.user._id);
    expect(audio.likeCount).toBe(audio.likes.length);
    const anonymous = await request(t.app).get(`/api/audios/${track._id}`);
    expect((anonymous.body as Audio).liked).toBeUndefined();
    expect((anonymous.body as Audio).likeCount).toBe(audio.likeCount);

    const list = async (user?: TestUser) => {
      const req = request(t.app).get('/api/videos?page=1');
      const res = user ? await req.set('Authorization', user.bearer) : await req;
      return (res.body as { videos: Video[] }).videos;
    };
    const top = (await list())[0] as Video;
    await likeAs(ann, 'video', top._id).expect(200);
    const shown = (await list(ann)).find((v) => v._id === top._id);
    expect(shown).toMatchObject({ liked: true, likeCount: (top.likeCount ?? 0) + 1 });
  });

  it('lists what the caller liked, the latest first, without hidden items', async () => {
    const bea = await createUser(t.deps);
    const poem = itemOf('poem', 1);
    const book = itemOf('book', 1);
    const story = itemOf('story', 1);
    for (const [kind, id] of [
      ['poem', poem._id],
      ['book', book._id],
      ['story', story._id],
    ] as const) {
      await likeAs(bea, kind, id).expect(200);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    hide(t, story._id);
    const res = await request(t.app).get(likeCalls.mine.path).set('Authorization', bea.bearer);
    expectReply(likeCalls.mine, res, 200);
    const items = (res.body as { items: LikedEntry[] }).items;
    expect(items.map((i) => `${i.kind}:${i.item._id}`)).toEqual([
      `book:${book._id}`,
      `poem:${poem._id}`,
    ]);
    expect(items.every((i) => i.item.liked === true)).toBe(true);
    const none = await request(t.app).get(likeCalls.mine.path);
    expectReply(likeCalls.mine, none, 401);
  });

  it('answers a wrong kind, an unknown or malformed id 404, no session 401, unverified 403', async () => {
    const video = itemOf('video');
    const wrongKind = await likeAs(ann, 'audio', video._id);
    expectReply(likeCalls.likeAudio, wrongKind, 404);
    expect(wrongKind.body.code).toBe(ErrorCode.NOT_FOUND);
    const unknown = await likeAs(ann, 'video', '0'.repeat(24));
    expectReply(likeCalls.likeVideo, unknown, 404);
    const malformed = await likeAs(ann, 'poem', 'x');
    expectReply(likeCalls.likePoem, malformed, 404);
    const none = await request(t.app).put(likePath('video', video._id));
    expectReply(likeCalls.likeVideo, none, 401);
    const pending = await likeAs(unverified, 'video', video._id);
    expectReply(likeCalls.likeVideo, pending, 403);
    hide(t, itemOf('book', 2)._id);
    const hidden = await likeAs(ann, 'book', itemOf('book', 2)._id);
    expectReply(likeCalls.likeBook, hidden, 404);
  });

  it('limits likes per account: 429 with Retry-After', async () => {
    const cal = await createUser(t.deps);
    const poem = itemOf('poem', 2);
    for (let i = 0; i < TOGGLES_PER_MINUTE; i += 1) {
      await likeAs(cal, 'poem', poem._id, i % 2 ? 'delete' : 'put').expect(200);
    }
    const refused = await likeAs(cal, 'poem', poem._id);
    expectReply(likeCalls.likePoem, refused, 429);
    expect(refused.body.code).toBe(ErrorCode.RATE_LIMITED);
    expect(Number(refused.headers[RETRY_AFTER_HEADER])).toBeGreaterThan(0);
  });
});
