import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creatorCalls,
  ErrorCode,
  RETRY_AFTER_HEADER,
  TOGGLES_PER_MINUTE,
  type Creator,
  type ItemPage,
} from '@inkreel/shared';
import { hide, nextMillisecond, publishWriting } from '../../test/community.js';
import { expectReply } from '../../test/expect-reply.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';

const at = (call: { path: string }, id: string) => call.path.replace(':id', id);

describe('creator pages', () => {
  let t: TestApp;
  let ann: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    [ann, bob] = await Promise.all([
      createUser(t.deps, { name: 'Ann Author' }),
      createUser(t.deps, { name: 'Bob Reader' }),
    ]);
  });
  afterAll(() => t.cleanup());

  it("gives a creator's name, joined date, followers and public uploads per kind", async () => {
    await publishWriting(t, ann, 'Counted poem');
    const hidden = await publishWriting(t, ann, 'Hidden poem');
    hide(t, hidden._id);
    await publishWriting(t, ann, 'A story', 'story');
    const res = await request(t.app).get(at(creatorCalls.byId, ann.user._id));
    expectReply(creatorCalls.byId, res, 200);
    const creator = res.body as Creator;
    expect(creator).toMatchObject({
      _id: ann.user._id,
      name: 'Ann Author',
      joinedAt: ann.user.createdAt,
      followers: 0,
      counts: { video: 0, audio: 0, book: 0, story: 1, poem: 1 },
    });
    expect(creator.following).toBeUndefined();
    expect(creator.self).toBeUndefined();
  });

  it('says whether the signed-in caller follows them, and marks their own page', async () => {
    const asBob = await request(t.app)
      .get(at(creatorCalls.byId, ann.user._id))
      .set('Authorization', bob.bearer);
    expect(asBob.body).toMatchObject({ following: false });
    const own = await request(t.app)
      .get(at(creatorCalls.byId, ann.user._id))
      .set('Authorization', ann.bearer);
    expectReply(creatorCalls.byId, own, 200);
    expect(own.body).toMatchObject({ self: true });
    expect(own.body.following).toBeUndefined();
  });

  it('lists uploads of one kind, newest first, page by page, hidden ones left out', async () => {
    const cy = await createUser(t.deps);
    const titles: string[] = [];
    for (let i = 0; i < 14; i += 1) {
      titles.push(`Poem ${i}`);
      await publishWriting(t, cy, `Poem ${i}`);
      await nextMillisecond();
    }
    const hidden = await publishWriting(t, cy, 'Hidden one');
    hide(t, hidden._id);
    const page = async (n: number) => {
      const res = await request(t.app)
        .get(at(creatorCalls.uploads, cy.user._id))
        .query({ kind: 'poem', page: n });
      expectReply(creatorCalls.uploads, res, 200);
      return res.body as ItemPage;
    };
    const first = await page(1);
    expect(first.pagination).toMatchObject({ page: 1, pages: 2, total: 14 });
    expect(first.items.map((i) => i.item.title)).toEqual(titles.slice(2).reverse());
    expect(first.items.every((i) => i.kind === 'poem')).toBe(true);
    expect((await page(2)).items.map((i) => i.item.title)).toEqual(['Poem 1', 'Poem 0']);
    const videos = await request(t.app)
      .get(at(creatorCalls.uploads, cy.user._id))
      .query({ kind: 'video' });
    expect(videos.body.items).toEqual([]);
  });

  it('answers unknown and malformed ids 404, and a wrong kind 400', async () => {
    for (const id of ['0'.repeat(24), 'not-an-id']) {
      for (const call of [creatorCalls.byId, creatorCalls.uploads]) {
        const res = await request(t.app).get(at(call, id)).query({ kind: 'poem' });
        expectReply(call, res, 404);
        expect(res.body.code).toBe(ErrorCode.NOT_FOUND);
      }
    }
    const kind = await request(t.app)
      .get(at(creatorCalls.uploads, ann.user._id))
      .query({ kind: 'film' });
    expectReply(creatorCalls.uploads, kind, 400);
  });
});

describe('follows', () => {
  let t: TestApp;
  let ann: TestUser;
  let bob: TestUser;
  let unverified: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    [ann, bob, unverified] = await Promise.all([
      createUser(t.deps, { name: 'Ann Author' }),
      createUser(t.deps, { name: 'Bob Reader' }),
      createUser(t.deps, { verified: false }),
    ]);
  });
  afterAll(() => t.cleanup());

  const followAs = (user: TestUser, id: string, method: 'put' | 'delete' = 'put') =>
    request(t.app)[method](at(creatorCalls.follow, id)).set('Authorization', user.bearer);

  it('follows once however many times it is asked at once, and unfollows', async () => {
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => followAs(bob, ann.user._id)),
    );
    for (const res of replies) expectReply(creatorCalls.follow, res, 200);
    expect(replies.at(-1)?.body).toEqual({ following: true, followers: 1 });
    expect(t.deps.store.data.follows.filter((f) => f.creatorId === ann.user._id)).toHaveLength(1);

    const page = await request(t.app)
      .get(at(creatorCalls.byId, ann.user._id))
      .set('Authorization', bob.bearer);
    expect(page.body).toMatchObject({ followers: 1, following: true });

    const off = await followAs(bob, ann.user._id, 'delete');
    expectReply(creatorCalls.unfollow, off, 200);
    expect(off.body).toEqual({ following: false, followers: 0 });
    const again = await followAs(bob, ann.user._id, 'delete');
    expect(again.body).toEqual({ following: false, followers: 0 });
  });

  it('refuses following oneself, unknown creators, no session and an unverified account', async () => {
    const self = await followAs(ann, ann.user._id);
    expectReply(creatorCalls.follow, self, 400);
    expect(self.body.code).toBe(ErrorCode.CANNOT_FOLLOW_SELF);
    const unknown = await followAs(ann, '0'.repeat(24));
    expectReply(creatorCalls.follow, unknown, 404);
    const malformed = await followAs(ann, 'nobody');
    expectReply(creatorCalls.follow, malformed, 404);
    const none = await request(t.app).put(at(creatorCalls.follow, ann.user._id));
    expectReply(creatorCalls.follow, none, 401);
    const pending = await followAs(unverified, ann.user._id);
    expectReply(creatorCalls.follow, pending, 403);
    expect(pending.body.code).toBe(ErrorCode.EMAIL_NOT_VERIFIED);
  });

  it('feeds the newest public uploads of whom one follows, and unfollowing empties it', async () => {
    const dee = await createUser(t.deps, { name: 'Dee Writer' });
    await followAs(bob, dee.user._id).expect(200);
    await followAs(bob, ann.user._id).expect(200);
    const first = await publishWriting(t, dee, 'Dee one');
    await nextMillisecond();
    const second = await publishWriting(t, ann, 'Ann one', 'story');
    await nextMillisecond();
    const hidden = await publishWriting(t, dee, 'Dee hidden');
    hide(t, hidden._id);
    const feed = async () => {
      const res = await request(t.app)
        .get(creatorCalls.following.path)
        .set('Authorization', bob.bearer);
      expectReply(creatorCalls.following, res, 200);
      return (res.body as ItemPage).items.map((i) => `${i.kind}:${i.item._id}`);
    };
    expect(await feed()).toEqual([`story:${second._id}`, `poem:${first._id}`]);
    await followAs(bob, ann.user._id, 'delete').expect(200);
    expect(await feed()).toEqual([`poem:${first._id}`]);
    // A deleted upload drops out too.
    t.deps.store.data.writings = t.deps.store.data.writings.filter((w) => w._id !== first._id);
    expect(await feed()).toEqual([]);

    const followed = await request(t.app)
      .get(creatorCalls.followed.path)
      .set('Authorization', bob.bearer);
    expectReply(creatorCalls.followed, followed, 200);
    expect((followed.body as { creators: Creator[] }).creators.map((c) => c.name)).toEqual([
      'Dee Writer',
    ]);
    const anonymous = await request(t.app).get(creatorCalls.following.path);
    expectReply(creatorCalls.following, anonymous, 401);
  });

  it('suggests creators with uploads, the most followed first, never oneself or whom one follows', async () => {
    const eve = await createUser(t.deps, { name: 'Eve Poet' });
    await publishWriting(t, eve, 'Eve one');
    const res = await request(t.app)
      .get(creatorCalls.suggested.path)
      .set('Authorization', bob.bearer);
    expectReply(creatorCalls.suggested, res, 200);
    const names = (res.body as { creators: Creator[] }).creators.map((c) => c.name);
    expect(names).toContain('Eve Poet');
    expect(names).toContain('Ann Author');
    expect(names).not.toContain('Dee Writer');
    expect(names).not.toContain('Bob Reader');
    const asEve = await request(t.app)
      .get(creatorCalls.suggested.path)
      .set('Authorization', eve.bearer);
    expect((asEve.body as { creators: Creator[] }).creators.map((c) => c.name)).not.toContain(
      'Eve Poet',
    );
  });

  it('limits toggles per account: 429 with Retry-After, others unaffected', async () => {
    const [fay, gus] = await Promise.all([createUser(t.deps), createUser(t.deps)]);
    for (let i = 0; i < TOGGLES_PER_MINUTE; i += 1) {
      await followAs(fay, ann.user._id, i % 2 ? 'delete' : 'put').expect(200);
    }
    const refused = await followAs(fay, ann.user._id);
    expectReply(creatorCalls.follow, refused, 429);
    expect(refused.body.code).toBe(ErrorCode.RATE_LIMITED);
    expect(Number(refused.headers[RETRY_AFTER_HEADER])).toBeGreaterThan(0);
    await followAs(gus, ann.user._id).expect(200);
  });
});
