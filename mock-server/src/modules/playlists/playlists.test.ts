import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildUrl,
  ErrorCode,
  PLAYLIST_ITEM_LIMIT,
  PLAYLISTS_PER_USER,
  playlistCalls,
  type Playlist,
  type PlaylistList,
} from '@inkreel/shared';
import { newId } from '../../db/ids.js';
import { expectReply } from '../../test/expect-reply.js';
import { createSeededTestApp } from '../../test/seeded-test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';

const url = (id: string) => buildUrl(playlistCalls.get, { params: { id } });
const itemsUrl = (id: string) => buildUrl(playlistCalls.addItem, { params: { id } });

describe('playlists', () => {
  let t: TestApp;
  let ann: TestUser;
  let bob: TestUser;
  let refs: { kind: 'video' | 'audio' | 'book' | 'poem'; id: string }[];
  beforeAll(async () => {
    t = await createSeededTestApp();
    [ann, bob] = await Promise.all([createUser(t.deps, { name: 'Ann' }), createUser(t.deps)]);
    const { videos, audios, books, writings } = t.deps.store.data;
    refs = [
      { kind: 'video', id: videos[0]?._id as string },
      { kind: 'audio', id: audios[0]?._id as string },
      { kind: 'book', id: books[0]?._id as string },
      { kind: 'poem', id: writings.find((w) => w.kind === 'poem')?._id as string },
    ];
  });
  afterAll(() => t.cleanup());

  const create = async (user: TestUser, body: object) => {
    const res = await request(t.app)
      .post(playlistCalls.create.path)
      .set('Authorization', user.bearer)
      .send(body);
    expectReply(playlistCalls.create, res, 201);
    return res.body as Playlist;
  };
  const add = (user: TestUser, id: string, ref: object) =>
    request(t.app).post(itemsUrl(id)).set('Authorization', user.bearer).send(ref);

  it('gives every account Watch later before anything is added, and without writing', async () => {
    const before = t.deps.store.data.playlists.length;
    const res = await request(t.app).get(playlistCalls.mine.path).set('Authorization', bob.bearer);
    expectReply(playlistCalls.mine, res, 200);
    const [first] = (res.body as PlaylistList).playlists;
    expect(first).toMatchObject({
      title: 'Watch later',
      builtIn: 'watch-later',
      itemCount: 0,
      visibility: 'private',
    });
    expect(t.deps.store.data.playlists).toHaveLength(before);
    // Readable by its owner by that id, and an item makes it a record.
    const id = first?._id as string;
    expectReply(
      playlistCalls.get,
      await request(t.app).get(url(id)).set('Authorization', bob.bearer),
      200,
    );
    expectReply(playlistCalls.get, await request(t.app).get(url(id)), 404);
    const added = await add(bob, id, refs[0] as object);
    expectReply(playlistCalls.addItem, added, 201);
    expect((added.body as Playlist).itemCount).toBe(1);
    const renamed = await request(t.app)
      .patch(url(id))
      .set('Authorization', bob.bearer)
      .send({ title: 'Mine' });
    expectReply(playlistCalls.update, renamed, 409);
    expect(renamed.body.code).toBe(ErrorCode.BUILT_IN_LIST);
    const removed = await request(t.app).delete(url(id)).set('Authorization', bob.bearer);
    expectReply(playlistCalls.remove, removed, 409);
  });

  it('gives every account Liked: its likes, newest first, changed only by liking', async () => {
    const liker = await createUser(t.deps);
    const [video, audio] = [refs[0]?.id as string, refs[1]?.id as string];
    for (const path of [`/api/videos/${video}/like`, `/api/audios/${audio}/like`]) {
      const liked = await request(t.app).put(path).set('Authorization', liker.bearer);
      expect(liked.status).toBe(200);
    }
    const res = await request(t.app)
      .get(playlistCalls.mine.path)
      .set('Authorization', liker.bearer);
    expectReply(playlistCalls.mine, res, 200);
    const lists = (res.body as PlaylistList).playlists;
    expect(lists.map((p) => p.builtIn)).toEqual(['watch-later', 'liked']);
    const id = lists[1]?._id as string;
    const read = await request(t.app).get(url(id)).set('Authorization', liker.bearer);
    expectReply(playlistCalls.get, read, 200);
    expect(new Set((read.body as Playlist).items.map((i) => i.id))).toEqual(
      new Set([video, audio]),
    );
    // Private, and changed by likes alone.
    expectReply(playlistCalls.get, await request(t.app).get(url(id)), 404);
    const added = await add(liker, id, refs[2] as object);
    expectReply(playlistCalls.addItem, added, 409);
    expect(added.body.code).toBe(ErrorCode.BUILT_IN_LIST);
    const removed = await request(t.app).delete(url(id)).set('Authorization', liker.bearer);
    expectReply(playlistCalls.remove, removed, 409);
    await request(t.app).delete(`/api/videos/${video}/like`).set('Authorization', liker.bearer);
    const after = await request(t.app).get(url(id)).set('Authorization', liker.bearer);
    expect((after.body as Playlist).items.map((i) => i.id)).toEqual([audio]);
  });

  it('holds a mix of kinds, with totals and a cover of four pictures', async () => {
    const list = await create(ann, { title: 'A bit of everything', visibility: 'public' });
    for (const ref of [...refs, refs[1]])
      expectReply(playlistCalls.addItem, await add(ann, list._id, ref as object), 201);
    const res = await request(t.app).get(url(list._id));
    expectReply(playlistCalls.get, res, 200);
    const body = res.body as Playlist;
    expect(body.items.map((i) => i.kind)).toEqual(['video', 'audio', 'book', 'poem', 'audio']);
    expect(new Set(body.items.map((i) => i.entryId)).size).toBe(5);
    expect(body.duration).toBeGreaterThan(0);
    expect(body.readingMinutes).toBeGreaterThan(0);
    expect(body.coverPaths).toHaveLength(4);
    expect(body.owner).toEqual({ _id: ann.user._id, name: 'Ann' });

    // Reordered exactly, then an entry removed.
    const reversed = body.items.map((i) => i.entryId).reverse();
    const ordered = await request(t.app)
      .put(buildUrl(playlistCalls.order, { params: { id: list._id } }))
      .set('Authorization', ann.bearer)
      .send({ entryIds: reversed });
    expectReply(playlistCalls.order, ordered, 200);
    expect((ordered.body as Playlist).items.map((i) => i.entryId)).toEqual(reversed);
    const gone = await request(t.app)
      .delete(
        buildUrl(playlistCalls.removeItem, {
          params: { id: list._id, entryId: reversed[0] as string },
        }),
      )
      .set('Authorization', ann.bearer);
    expectReply(playlistCalls.removeItem, gone, 200);
    expect((gone.body as Playlist).itemCount).toBe(4);

    // Listed on Ann's public list, and an item removed from the catalogue shows in place.
    const pub = await request(t.app).get(
      buildUrl(playlistCalls.ofUser, { params: { id: ann.user._id } }),
    );
    expectReply(playlistCalls.ofUser, pub, 200);
    expect((pub.body as PlaylistList).playlists.map((p) => p._id)).toEqual([list._id]);
    t.deps.store.data.writings = t.deps.store.data.writings.filter((w) => w._id !== refs[3]?.id);
    const after = (await request(t.app).get(url(list._id))).body as Playlist;
    expect(after.items.find((i) => i.kind === 'poem')).toMatchObject({ available: false });
    expect(after.items.find((i) => i.kind === 'poem')?.title).toBeUndefined();
  });

  it('keeps a private playlist to its owner and an unlisted one off the public list', async () => {
    const secret = await create(ann, { title: 'Secret' });
    expect(secret.visibility).toBe('private');
    const listed = await request(t.app).get(
      buildUrl(playlistCalls.ofUser, { params: { id: ann.user._id } }),
    );
    expect((listed.body as PlaylistList).playlists.map((p) => p._id)).not.toContain(secret._id);
    expectReply(playlistCalls.get, await request(t.app).get(url(secret._id)), 404);
    expectReply(
      playlistCalls.get,
      await request(t.app).get(url(secret._id)).set('Authorization', bob.bearer),
      404,
    );
    expectReply(
      playlistCalls.get,
      await request(t.app).get(url(secret._id)).set('Authorization', ann.bearer),
      200,
    );
    const patched = await request(t.app)
      .patch(url(secret._id))
      .set('Authorization', ann.bearer)
      .send({ visibility: 'unlisted', description: 'By link' });
    expectReply(playlistCalls.update, patched, 200);
    expectReply(playlistCalls.get, await request(t.app).get(url(secret._id)), 200);
    const pub = await request(t.app).get(
      buildUrl(playlistCalls.ofUser, { params: { id: ann.user._id } }),
    );
    expect((pub.body as PlaylistList).playlists.map((p) => p._id)).not.toContain(secret._id);
  });

  it('reorders exactly under concurrency: an order made before an add is refused', async () => {
    const list = await create(ann, { title: 'Busy' });
    await add(ann, list._id, refs[0] as object);
    const first = ((await add(ann, list._id, refs[1] as object)).body as Playlist).items.map(
      (i) => i.entryId,
    );
    const [added, ordered] = await Promise.all([
      add(ann, list._id, refs[2] as object),
      request(t.app)
        .put(buildUrl(playlistCalls.order, { params: { id: list._id } }))
        .set('Authorization', ann.bearer)
        .send({ entryIds: [...first].reverse() }),
    ]);
    expect(added.status).toBe(201);
    // Whichever came first, no entry is lost or doubled.
    const items = (
      (await request(t.app).get(url(list._id)).set('Authorization', ann.bearer)).body as Playlist
    ).items;
    expect(items).toHaveLength(3);
    expect(new Set(items.map((i) => i.entryId)).size).toBe(3);
    if (ordered.status === 409) expect(ordered.body.code).toBe(ErrorCode.ORDER_MISMATCH);
    else expect(ordered.status).toBe(200);
    const stale = await request(t.app)
      .put(buildUrl(playlistCalls.order, { params: { id: list._id } }))
      .set('Authorization', ann.bearer)
      .send({ entryIds: first });
    expectReply(playlistCalls.order, stale, 409);
    expect(stale.body.code).toBe(ErrorCode.ORDER_MISMATCH);
  });

  it("shows another's private or unlisted item to no one but those who may open it", async () => {
    const { audios, books } = t.deps.store.data;
    const [hidden, byLink, annOwn] = [audios[1], audios[2], books[1]];
    if (!hidden || !byLink || !annOwn) throw new Error('the seed has too few items');
    const saved = [hidden, byLink, annOwn].map((r) => ({ ...r }));
    try {
      const list = await create(ann, { title: 'Shared', visibility: 'public' });
      for (const r of [
        { kind: 'audio', id: hidden._id },
        { kind: 'audio', id: byLink._id },
        { kind: 'book', id: annOwn._id },
      ])
        expectReply(playlistCalls.addItem, await add(ann, list._id, r), 201);
      // Since added: one made private, one unlisted by their uploaders; Ann's own book unlisted.
      hidden.visibility = 'private';
      byLink.visibility = 'unlisted';
      annOwn.visibility = 'unlisted';
      annOwn.uploaderId = ann.user._id;
      const shown = async (user?: TestUser) => {
        const req = request(t.app).get(url(list._id));
        const res = await (user ? req.set('Authorization', user.bearer) : req);
        expectReply(playlistCalls.get, res, 200);
        return (res.body as Playlist).items.map((i) => (i.available ? i.title : null));
      };
      // Ann added the unlisted one by its link: she sees it; others see neither it nor the
      // private one (the same as an item gone from the catalogue), but do see Ann's own.
      expect(await shown(ann)).toEqual([null, byLink.title, annOwn.title]);
      expect(await shown(bob)).toEqual([null, null, annOwn.title]);
      expect(await shown()).toEqual([null, null, annOwn.title]);
      const pub = await request(t.app).get(
        buildUrl(playlistCalls.ofUser, { params: { id: ann.user._id } }),
      );
      const summary = (pub.body as PlaylistList).playlists.find((p) => p._id === list._id);
      expect(summary?.coverPaths).toHaveLength(1);
      // Nor can an item another keeps private be added (404, as one that does not exist).
      const bobs = await create(bob, { title: 'Bob adds' });
      const refused = await add(bob, bobs._id, { kind: 'audio', id: hidden._id });
      expectReply(playlistCalls.addItem, refused, 404);
    } finally {
      Object.assign(hidden, saved[0]);
      Object.assign(byLink, saved[1]);
      Object.assign(annOwn, saved[2]);
    }
  });

  describe('refusals', () => {
    it('401 without a token for what changes, and for one’s own list', async () => {
      expectReply(playlistCalls.mine, await request(t.app).get(playlistCalls.mine.path), 401);
      expectReply(
        playlistCalls.create,
        await request(t.app).post(playlistCalls.create.path).send({ title: 'x' }),
        401,
      );
    });

    it('400 for a missing title or a bad kind; 404 for an item the catalogue lacks', async () => {
      const empty = await request(t.app)
        .post(playlistCalls.create.path)
        .set('Authorization', ann.bearer)
        .send({ title: '  ' });
      expectReply(playlistCalls.create, empty, 400);
      const list = await create(ann, { title: 'Checks' });
      expectReply(
        playlistCalls.addItem,
        await add(ann, list._id, { kind: 'song', id: refs[0]?.id }),
        400,
      );
      const missing = await add(ann, list._id, { kind: 'audio', id: newId() });
      expectReply(playlistCalls.addItem, missing, 404);
      expect(missing.body.code).toBe(ErrorCode.NOT_FOUND);
      expectReply(
        playlistCalls.ofUser,
        await request(t.app).get(buildUrl(playlistCalls.ofUser, { params: { id: newId() } })),
        404,
      );
    });

    it("404 for another account's playlist, whatever the change", async () => {
      const list = await create(ann, { title: 'Ann only', visibility: 'public' });
      expectReply(playlistCalls.addItem, await add(bob, list._id, refs[0] as object), 404);
      expectReply(
        playlistCalls.update,
        await request(t.app)
          .patch(url(list._id))
          .set('Authorization', bob.bearer)
          .send({ title: 'Mine' }),
        404,
      );
      expectReply(
        playlistCalls.remove,
        await request(t.app).delete(url(list._id)).set('Authorization', bob.bearer),
        404,
      );
      const deleted = await request(t.app).delete(url(list._id)).set('Authorization', ann.bearer);
      expectReply(playlistCalls.remove, deleted, 200);
      expectReply(playlistCalls.get, await request(t.app).get(url(list._id)), 404);
    });

    it('409 LIMIT_REACHED past the item and playlist limits', async () => {
      const list = await create(ann, { title: 'Full' });
      const record = t.deps.store.data.playlists.find((p) => p._id === list._id);
      if (!record) throw new Error('no record');
      record.items = Array.from({ length: PLAYLIST_ITEM_LIMIT }, (_, n) => ({
        entryId: `entry-${n}`,
        kind: 'audio',
        id: refs[1]?.id as string,
      }));
      const full = await add(ann, list._id, refs[1] as object);
      expectReply(playlistCalls.addItem, full, 409);
      expect(full.body.code).toBe(ErrorCode.LIMIT_REACHED);
      const many = await createUser(t.deps);
      const at = new Date().toISOString();
      for (let n = 0; n < PLAYLISTS_PER_USER; n += 1)
        t.deps.store.data.playlists.push({
          _id: newId(),
          ownerId: many.user._id,
          title: `L${n}`,
          description: '',
          visibility: 'private',
          items: [],
          createdAt: at,
          updatedAt: at,
        });
      const over = await request(t.app)
        .post(playlistCalls.create.path)
        .set('Authorization', many.bearer)
        .send({ title: 'One more' });
      expectReply(playlistCalls.create, over, 409);
      expect(over.body.code).toBe(ErrorCode.LIMIT_REACHED);
    });
  });
});
