import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manageCalls, type BulkResult } from '@inkreel/shared';
import { expectReply } from '../../test/expect-reply.js';
import { appWithOwnerAndOther, uploadItem } from '../../test/manage-requests.js';
import type { TestApp } from '../../test/test-app.js';
import type { TestUser } from '../../test/users.js';

describe('POST /api/uploads/bulk (manage)', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    ({ t, owner, other } = await appWithOwnerAndOther());
  });
  afterAll(() => t.cleanup());

  const bulk = (user: TestUser | undefined, body: object) => {
    let req = request(t.app).post(manageCalls.bulk.path);
    if (user) req = req.set('Authorization', user.bearer);
    return req.send(body);
  };

  it("changes the visibility of several items, reporting each, and skips others' items", async () => {
    const video = await uploadItem(t.app, owner, 'video');
    const poem = await uploadItem(t.app, owner, 'poem');
    const theirs = await uploadItem(t.app, other, 'story');
    const items = [
      { kind: 'video', id: video._id },
      { kind: 'poem', id: poem._id },
      { kind: 'story', id: theirs._id },
      { kind: 'book', id: 'b'.repeat(24) },
    ];
    const res = await bulk(owner, { action: 'visibility', visibility: 'unlisted', items });
    expectReply(manageCalls.bulk, res, 200);
    expect((res.body as BulkResult).results.map((r) => r.outcome)).toEqual([
      'done',
      'done',
      'forbidden',
      'not_found',
    ]);
    expect(t.deps.store.index.videoById(video._id)?.visibility).toBe('unlisted');
    expect(t.deps.store.data.writings.find((w) => w._id === theirs._id)?.visibility).toBe('public');
  });

  it('deletes several items at once', async () => {
    const a = await uploadItem(t.app, owner, 'audio');
    const b = await uploadItem(t.app, owner, 'story');
    const res = await bulk(owner, {
      action: 'delete',
      items: [
        { kind: 'audio', id: a._id },
        { kind: 'story', id: b._id },
      ],
    });
    expectReply(manageCalls.bulk, res, 200);
    expect((res.body as BulkResult).results.every((r) => r.outcome === 'done')).toBe(true);
    expect((await request(t.app).get(`/api/audios/${a._id}`)).status).toBe(404);
    expect((await request(t.app).get(`/api/stories/${b._id}`)).status).toBe(404);
  });

  it('refuses a missing token, an unknown action, no items and too many', async () => {
    const one = [{ kind: 'video', id: 'a'.repeat(24) }];
    expectReply(manageCalls.bulk, await bulk(undefined, { action: 'delete', items: one }), 401);
    for (const body of [
      { action: 'publish', items: one },
      { action: 'delete', items: [] },
      { action: 'visibility', items: one },
      { action: 'delete', items: Array.from({ length: 101 }, () => one[0]) },
      { action: 'delete', items: [{ kind: 'film', id: 'a'.repeat(24) }] },
    ]) {
      expectReply(manageCalls.bulk, await bulk(owner, body), 400);
    }
  });
});
