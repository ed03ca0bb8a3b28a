import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creatorCalls,
  ErrorCode,
  notificationCalls,
  notificationEventSchema,
  type Notification,
  type NotificationPage,
} from '@inkreel/shared';
import { hide, publishWriting } from '../../test/community.js';
import { expectReply } from '../../test/expect-reply.js';
import { createRealtimeTestApp, type RealtimeTestApp } from '../../test/realtime-app.js';
import { createUser, type TestUser } from '../../test/users.js';

describe('notifications', () => {
  let t: RealtimeTestApp;
  let people: Record<'ann' | 'bob' | 'cy' | 'dee' | 'eve', TestUser>;

  beforeAll(async () => {
    t = await createRealtimeTestApp();
    const named = async (name: string) => createUser(t.deps, { name });
    const [ann, bob, cy, dee, eve] = await Promise.all([
      named('Ann Author'),
      named('Bob'),
      named('Cy'),
      named('Dee'),
      named('Eve'),
    ]);
    people = { ann, bob, cy, dee, eve };
  });
  afterAll(() => t.close());

  const follow = (who: TestUser, whom: TestUser) =>
    request(t.app)
      .put(creatorCalls.follow.path.replace(':id', whom.user._id))
      .set('Authorization', who.bearer)
      .expect(200);
  const like = (who: TestUser, id: string) =>
    request(t.app).put(`/api/poems/${id}/like`).set('Authorization', who.bearer).expect(200);
  const list = async (who: TestUser, query: Record<string, string | number> = {}) => {
    const res = await request(t.app)
      .get(notificationCalls.list.path)
      .query(query)
      .set('Authorization', who.bearer);
    expectReply(notificationCalls.list, res, 200);
    return res.body as NotificationPage;
  };

  it('tells a creator of new followers and likes, grouped while unread, newest first', async () => {
    const { ann, bob, cy, dee, eve } = people;
    const poem = await publishWriting(t, ann, 'Night Drive');
    for (const who of [bob, cy, dee, eve]) await like(who, poem._id);
    // A like taken back and given again tells nobody twice.
    await request(t.app).delete(`/api/poems/${poem._id}/like`).set('Authorization', eve.bearer);
    await like(eve, poem._id);
    await like(ann, poem._id);
    await follow(bob, ann);
    await follow(cy, ann);

    const page = await list(ann);
    expect(page.unread).toBe(2);
    const [followers, likes] = page.items as [Notification, Notification];
    expect(followers).toMatchObject({ kind: 'follower', actorCount: 2, read: false });
    expect(followers.actors.map((a) => a.name)).toEqual(['Cy', 'Bob']);
    expect(likes).toMatchObject({
      kind: 'like',
      actorCount: 4,
      subject: { kind: 'poem', _id: poem._id, title: 'Night Drive' },
    });
    expect(likes.actors.map((a) => a.name)).toEqual(['Eve', 'Dee', 'Cy']);
  });

  it('marks some or all read, starts a new group after, and pages with a cursor', async () => {
    const { ann, dee, eve } = people;
    const first = await list(ann);
    const ids = first.items.map((n) => n._id);
    const some = await request(t.app)
      .post(notificationCalls.read.path)
      .set('Authorization', ann.bearer)
      .send({ ids: [ids[0]] });
    expectReply(notificationCalls.read, some, 200);
    expect(some.body).toEqual({ unread: 1 });
    await follow(dee, ann);
    const after = await list(ann);
    expect(after.items[0]).toMatchObject({ kind: 'follower', actorCount: 1, read: false });
    const all = await request(t.app)
      .post(notificationCalls.read.path)
      .set('Authorization', ann.bearer)
      .send({ all: true });
    expect(all.body).toEqual({ unread: 0 });
    // Someone else's ids change nothing.
    const others = await request(t.app)
      .post(notificationCalls.read.path)
      .set('Authorization', eve.bearer)
      .send({ ids });
    expect(others.body).toEqual({ unread: 0 });

    const one = await list(ann, { limit: 1 });
    expect(one.items).toHaveLength(1);
    expect(one.nextCursor).not.toBeNull();
    const two = await list(ann, { limit: 1, cursor: one.nextCursor ?? '' });
    const three = await list(ann, { limit: 1, cursor: two.nextCursor ?? '' });
    const seen = [...one.items, ...two.items, ...three.items].map((n) => n._id);
    expect(new Set(seen).size).toBe(3);
    expect(three.nextCursor).toBeNull();
  });

  it('tells followers of a new upload, and drops it once the upload is hidden or deleted', async () => {
    const { bob, cy } = people;
    await follow(bob, cy);
    const poem = await publishWriting(t, cy, 'Fresh poem');
    const story = await publishWriting(t, cy, 'Fresh story', 'story');
    const page = await list(bob);
    expect(page.items.slice(0, 2)).toMatchObject([
      { kind: 'upload', subject: { _id: story._id, kind: 'story' }, actors: [{ name: 'Cy' }] },
      { kind: 'upload', subject: { _id: poem._id, kind: 'poem' } },
    ]);
    const unread = page.unread;
    hide(t, poem._id);
    t.deps.store.data.writings = t.deps.store.data.writings.filter((w) => w._id !== story._id);
    const after = await list(bob);
    expect(after.items.some((n) => n.subject?._id === poem._id)).toBe(false);
    expect(after.items.some((n) => n.subject?._id === story._id)).toBe(false);
    expect(after.unread).toBe(unread - 2);
  });

  it('makes nothing of a muted kind, and keeps the settings', async () => {
    const { dee, eve } = people;
    const saved = await request(t.app)
      .put(notificationCalls.saveSettings.path)
      .set('Authorization', dee.bearer)
      .send({ muted: ['follower', 'follower'] });
    expectReply(notificationCalls.saveSettings, saved, 200);
    expect(saved.body).toEqual({ muted: ['follower'] });
    await follow(eve, dee);
    expect((await list(dee)).items.some((n) => n.kind === 'follower')).toBe(false);
    const read = await request(t.app)
      .get(notificationCalls.settings.path)
      .set('Authorization', dee.bearer);
    expectReply(notificationCalls.settings, read, 200);
    expect(read.body).toEqual({ muted: ['follower'] });
    const bad = await request(t.app)
      .put(notificationCalls.saveSettings.path)
      .set('Authorization', dee.bearer)
      .send({ muted: ['weather'] });
    expectReply(notificationCalls.saveSettings, bad, 400);
  });

  it('delivers a new notification and the unread count live to every socket of the account', async () => {
    const { eve, ann } = people;
    const { socket } = await t.openSocket(eve.token);
    const arrived = new Promise<unknown>((resolve) => socket.once('notification', resolve));
    await follow(ann, eve);
    const event = notificationEventSchema.parse(await arrived);
    expect(event.notification).toMatchObject({
      kind: 'follower',
      actors: [{ name: 'Ann Author' }],
    });
    expect(event.unread).toBe((await list(eve)).unread);

    const cleared = new Promise<unknown>((resolve) => socket.once('notificationsRead', resolve));
    await request(t.app)
      .post(notificationCalls.read.path)
      .set('Authorization', eve.bearer)
      .send({ all: true })
      .expect(200);
    expect(await cleared).toEqual({ unread: 0 });
  });

  it('answers 401 without a session and 400 to a bad body or cursor limit', async () => {
    for (const call of [notificationCalls.list, notificationCalls.settings]) {
      const res = await request(t.app).get(call.path);
      expectReply(call, res, 401);
      expect(res.body.code).toBe(ErrorCode.UNAUTHORIZED);
    }
    const { ann } = people;
    for (const body of [{}, { ids: [] }, { ids: ['x'] }, { all: false }]) {
      const res = await request(t.app)
        .post(notificationCalls.read.path)
        .set('Authorization', ann.bearer)
        .send(body);
      expectReply(notificationCalls.read, res, 400);
    }
    const limit = await request(t.app)
      .get(notificationCalls.list.path)
      .query({ limit: 0 })
      .set('Authorization', ann.bearer);
    expectReply(notificationCalls.list, limit, 400);
    const garbage = await list(ann, { cursor: 'not-a-cursor' });
    expect(garbage.items).toEqual(expect.any(Array));
  });
});
