import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, queueCalls, type Queue, type QueueWrite } from '@inkreel/shared';
import { expectReply } from '../../test/expect-reply.js';
import { createSeededTestApp } from '../../test/seeded-test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';

const PATH = queueCalls.get.path;

describe('the play queue (GET and PUT /api/me/queue)', () => {
  let t: TestApp;
  let ann: TestUser;
  let bob: TestUser;
  let track: string;
  let video: string;
  beforeAll(async () => {
    t = await createSeededTestApp();
    [ann, bob] = await Promise.all([createUser(t.deps), createUser(t.deps)]);
    track = t.deps.store.data.audios[0]?._id as string;
    video = t.deps.store.data.videos.find((v) => v.status === 'ready')?._id as string;
  });
  afterAll(() => t.cleanup());

  const write = (user: TestUser, baseVersion: number, over: Partial<QueueWrite> = {}) =>
    request(t.app)
      .put(PATH)
      .set('Authorization', user.bearer)
      .send({
        baseVersion,
        items: [
          { entryId: 'entry-one', kind: 'audio', id: track },
          { entryId: 'entry-two', kind: 'video', id: video },
        ],
        current: 'entry-two',
        position: 12.5,
        shuffle: false,
        repeat: 'all',
        autoplay: true,
        deviceId: 'device-aaaa',
        ...over,
      } satisfies QueueWrite);

  it('is empty at version 0 before the first write', async () => {
    const res = await request(t.app).get(PATH).set('Authorization', bob.bearer);
    expectReply(queueCalls.get, res, 200);
    expect(res.body).toMatchObject({ version: 0, items: [], current: null, autoplay: true });
  });

  it('lists an item its uploader made private since as not available, and no more of it', async () => {
    const record = t.deps.store.data.audios.find((a) => a._id === track);
    if (!record) throw new Error('no track');
    const before = record.visibility;
    const user = await createUser(t.deps);
    try {
      expectReply(queueCalls.put, await write(user, 0), 200);
      record.visibility = 'private';
      const res = await request(t.app).get(PATH).set('Authorization', user.bearer);
      expectReply(queueCalls.get, res, 200);
      const [first] = (res.body as Queue).items;
      expect(first).toEqual({ entryId: 'entry-one', kind: 'audio', id: track, available: false });
    } finally {
      record.visibility = before;
    }
  });

  it('keeps a write, counts a version, and resolves each item as lists show it', async () => {
    const res = await write(ann, 0);
    expectReply(queueCalls.put, res, 200);
    const queue = res.body as Queue;
    expect(queue.version).toBe(1);
    expect(queue.current).toBe('entry-two');
    expect(queue.position).toBe(12.5);
    expect(queue.items.map((i) => [i.entryId, i.kind, i.available])).toEqual([
      ['entry-one', 'audio', true],
      ['entry-two', 'video', true],
    ]);
    expect(queue.items[0]?.mediaPath).toMatch(/^\/media\//);
    expect(queue.items[0]?.duration).toBeGreaterThan(0);
    const read = await request(t.app).get(PATH).set('Authorization', ann.bearer);
    expectReply(queueCalls.get, read, 200);
    expect(read.body).toEqual(queue);
  });

  it('refuses a stale write with 409 and the queue as it is, changing nothing', async () => {
    const stale = await write(ann, 0, { items: [], current: null });
    expectReply(queueCalls.put, stale, 409);
    expect(stale.body.code).toBe(ErrorCode.VERSION_CONFLICT);
    expect((stale.body as { queue: Queue }).queue.items).toHaveLength(2);
    expect(t.deps.store.data.queues.find((q) => q.userId === ann.user._id)?.version).toBe(1);
  });

  it('of two writes from the same version, exactly one is kept', async () => {
    const [a, b] = await Promise.all([write(bob, 0), write(bob, 0, { current: null })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(t.deps.store.data.queues.find((q) => q.userId === bob.user._id)?.version).toBe(1);
  });

  it('lists an item the catalogue no longer has as not available', async () => {
    const gone = 'abcdefabcdefabcdefabcdef';
    const res = await write(ann, 1, {
      items: [{ entryId: 'entry-gone', kind: 'audio', id: gone }],
      current: 'entry-gone',
    });
    expectReply(queueCalls.put, res, 200);
    expect((res.body as Queue).items).toEqual([
      { entryId: 'entry-gone', kind: 'audio', id: gone, available: false },
    ]);
  });

  describe('refusals', () => {
    it('401 without a token', async () => {
      expectReply(queueCalls.get, await request(t.app).get(PATH), 401);
      const res = await request(t.app).put(PATH).send({});
      expectReply(queueCalls.put, res, 401);
    });

    it('400 for repeated entry ids, a current entry not in the list, or a bad body', async () => {
      const twice = await write(ann, 2, {
        items: [
          { entryId: 'same-entry', kind: 'audio', id: track },
          { entryId: 'same-entry', kind: 'audio', id: track },
        ],
        current: null,
      });
      expectReply(queueCalls.put, twice, 400);
      expect(twice.body.code).toBe(ErrorCode.VALIDATION_FAILED);
      const stray = await write(ann, 2, { current: 'not-there' });
      expectReply(queueCalls.put, stray, 400);
      const bad = await write(ann, 2, { repeat: 'sometimes' as 'off', position: -1 });
      expectReply(queueCalls.put, bad, 400);
    });
  });
});
