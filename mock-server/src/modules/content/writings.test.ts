import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writingCalls, type Writing } from '@inkreel/shared';
import { createSeededTestApp } from '../../test/seeded-test-app.js';
import { expectReply } from '../../test/expect-reply.js';
import type { TestApp } from '../../test/test-app.js';

describe('stories and poems (read side)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSeededTestApp();
  });
  afterAll(() => t.cleanup());

  const kinds = [
    { kind: 'story', list: writingCalls.stories, one: writingCalls.story, key: 'stories' },
    { kind: 'poem', list: writingCalls.poems, one: writingCalls.poem, key: 'poems' },
  ] as const;

  it.each(kinds)('pages $key newest first', async ({ kind, list, key }) => {
    const total = t.deps.store.data.writings.filter((w) => w.kind === kind).length;
    expect(total).toBeGreaterThanOrEqual(4);
    const first = await request(t.app).get(`${list.path}?page=1&limit=2`);
    expectReply(list, first, 200);
    expect(first.body.pagination).toEqual({
      page: 1,
      pages: Math.ceil(total / 2),
      total,
      limit: 2,
    });
    const second = await request(t.app).get(`${list.path}?page=2&limit=2`);
    expectReply(list, second, 200);
    const items = [...first.body[key], ...second.body[key]] as Writing[];
    expect(new Set(items.map((w) => w._id)).size).toBe(4);
    const dates = items.map((w) => Date.parse(w.createdAt));
    expect(dates.every((d, i) => i === 0 || (dates[i - 1] as number) >= d)).toBe(true);
    expect(items[0]?.content.length).toBeGreaterThan(100);

    const all = await request(t.app).get(list.path);
    expectReply(list, all, 200);
    expect(all.body[key]).toHaveLength(total);
    expect(all.body.pagination.limit).toBe(10);
  });

  it.each(kinds)('returns one item of $key by id, and 404 for the other kind', async (k) => {
    const record = t.deps.store.data.writings.find((w) => w.kind === k.kind);
    if (!record) throw new Error('seed has no writing');
    const res = await request(t.app).get(k.one.path.replace(':id', record._id));
    expectReply(k.one, res, 200);
    expect(res.body).toMatchObject({ _id: record._id, title: record.title, tags: record.tags });
    const other = kinds.find((x) => x.kind !== k.kind);
    if (!other) throw new Error('unreachable');
    const wrongKind = await request(t.app).get(other.one.path.replace(':id', record._id));
    expectReply(other.one, wrongKind, 404);
  });

  it.each(kinds)('answers unknown and malformed ids on $key with 404', async ({ one }) => {
    for (const id of ['c'.repeat(24), 'nope']) {
      const res = await request(t.app).get(one.path.replace(':id', id));
      expectReply(one, res, 404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
  });

  it.each(kinds)('rejects a bad page or limit on $key with 400', async ({ list }) => {
    for (const query of ['page=0', 'page=abc', 'limit=0', 'limit=101']) {
      const res = await request(t.app).get(`${list.path}?${query}`);
      expectReply(list, res, 400);
    }
  });

  it('answers a page past the end with an empty list', async () => {
    const res = await request(t.app).get('/api/poems?page=40');
    expectReply(writingCalls.poems, res, 200);
    expect(res.body.poems).toEqual([]);
    expect(res.body.pagination.page).toBe(40);
  });
});
