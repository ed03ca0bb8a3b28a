import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  IdempotencyRecord,
  LedgerEntry,
  UserRecord,
  VideoRecord,
  WritingRecord,
} from './schema.js';
import { newestByUploader } from './indexes.js';
import { emptyData } from './schema.js';
import { openStore, type Store } from './store.js';

const user = (id: string, email: string): UserRecord => ({
  _id: id,
  email,
  name: `User ${id}`,
  passwordHash: 'x',
  isEmailVerified: true,
  createdAt: '2025-01-01T00:00:00.000Z',
});
const entry = (id: string, userId: string, amountCents: number): LedgerEntry => ({
  _id: id,
  userId,
  amountCents,
  kind: 'deposit',
  reference: id,
  createdAt: '2025-01-01T00:00:00.000Z',
});
const video = (id: string, createdAt: string): VideoRecord => ({
  _id: id,
  title: id,
  description: '',
  tags: [],
  views: 0,
  createdAt,
  videoFile: `${id}.mp4`,
  uploaderId: 'u1',
  featured: false,
  status: 'ready',
});

const writing = (
  id: string,
  kind: WritingRecord['kind'],
  uploaderId: string,
  createdAt: string,
): WritingRecord => ({ _id: id, kind, title: id, content: id, tags: [], createdAt, uploaderId });

const idempotencyKey = (userId: string, key: string, expiresAt: string): IdempotencyRecord => ({
  key,
  userId,
  bodyHash: 'h',
  response: { key },
  createdAt: '2025-01-01T00:00:00.000Z',
  expiresAt,
});

describe('store lookups', () => {
  let dir: string;
  let store: Store;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'inkreel-index-'));
    store = await openStore(dir);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('finds users by id and e-mail in any letter case, including ones pushed later', () => {
    store.data.users.push(user('u1', 'Ann@Example.com'));
    expect(store.index.userByEmail(' ann@example.COM ')?._id).toBe('u1');
    store.data.users.push(user('u2', 'bob@example.com'));
    expect(store.index.userById('u2')?.email).toBe('bob@example.com');
    expect(store.index.userByEmail('bob@example.com')?._id).toBe('u2');
    expect(store.index.userById('nobody')).toBeUndefined();
  });

  it('sums balances over appended entries and a replaced ledger', () => {
    store.data.ledger.push(entry('e1', 'u1', 500), entry('e2', 'u2', 100));
    expect(store.index.balanceCents('u1')).toBe(500);
    store.data.ledger.push(entry('e3', 'u1', -200));
    expect(store.index.balanceCents('u1')).toBe(300);
    store.data.ledger = store.data.ledger.filter((e) => e._id !== 'e1');
    expect(store.index.balanceCents('u1')).toBe(-200);
    expect(store.index.balanceCents('u3')).toBe(0);
  });

  it('finds idempotency keys per user, through pushes and a filter', () => {
    store.data.idempotency.push(idempotencyKey('u1', 'k1', '2025-01-03T00:00:00.000Z'));
    store.data.idempotency.push(idempotencyKey('u2', 'k1', '2025-01-02T00:00:00.000Z'));
    expect(store.index.idempotencyRecord('u2', 'k1')?.expiresAt).toBe('2025-01-02T00:00:00.000Z');
    expect(store.index.idempotencyRecord('u1', 'k2')).toBeUndefined();
    store.data.idempotency = store.data.idempotency.filter((r) => r.userId !== 'u2');
    expect(store.index.idempotencyRecord('u2', 'k1')).toBeUndefined();
    expect(store.index.idempotencyRecord('u1', 'k1')?.expiresAt).toBe('2025-01-03T00:00:00.000Z');
  });

  it('keeps the video list newest first through pushes, removals and replace()', async () => {
    store.data.videos.push(
      video('b', '2025-02-01T00:00:00.000Z'),
      video('a', '2025-03-01T00:00:00.000Z'),
      video('c', '2025-02-01T00:00:00.000Z'),
    );
    const ids = () => store.index.videosNewestFirst().map((v) => v._id);
    expect(ids()).toEqual(['a', 'b', 'c']);
    store.data.videos.push(video('d', '2025-02-15T00:00:00.000Z'));
    expect(ids()).toEqual(['a', 'd', 'b', 'c']);
    // A removal in the middle (video 'a') followed by a push in the same tick.
    store.data.videos.splice(1, 1);
    store.data.videos.push(video('e', '2026-01-01T00:00:00.000Z'));
    expect(ids()).toEqual(['e', 'd', 'b', 'c']);
    expect(store.index.videoById('a')).toBeUndefined();
    expect(store.index.videoById('e')?.title).toBe('e');
    await store.replace({ ...emptyData(), videos: [video('z', '2024-01-01T00:00:00.000Z')] });
    expect(ids()).toEqual(['z']);
    expect(store.index.videoById('b')).toBeUndefined();
  });

  it("keeps each uploader's newest uploads through pushes out of order, removals and replace()", async () => {
    const day = (d: number) => `2025-01-${String(d).padStart(2, '0')}T00:00:00.000Z`;
    store.data.videos.push(
      { ...video('v1', day(2)), uploaderId: 'ann' },
      { ...video('v2', day(5)), uploaderId: 'bob' },
      { ...video('v3', day(3)), uploaderId: 'ann' },
    );
    const videos = (user: string, limit = 10) =>
      newestByUploader(store.data.videos, user, limit).map((v) => v._id);
    expect(videos('ann')).toEqual(['v3', 'v1']);
    // An older one pushed later still lands in date order; the limit keeps the newest.
    store.data.videos.push({ ...video('v4', day(1)), uploaderId: 'ann' });
    store.data.videos.push({ ...video('v5', day(9)), uploaderId: 'ann' });
    expect(videos('ann')).toEqual(['v5', 'v3', 'v1', 'v4']);
    expect(videos('ann', 2)).toEqual(['v5', 'v3']);
    expect(videos('bob')).toEqual(['v2']);
    expect(videos('nobody')).toEqual([]);
    // A failed video is taken out of the middle.
    store.data.videos.splice(2, 1);
    expect(videos('ann')).toEqual(['v5', 'v1', 'v4']);

    store.data.writings.push(
      writing('p1', 'poem', 'ann', day(1)),
      writing('s1', 'story', 'ann', day(2)),
      writing('p2', 'poem', 'ann', day(3)),
      writing('p3', 'poem', 'bob', day(4)),
    );
    const writings = (user: string, kind: WritingRecord['kind']) =>
      newestByUploader(
        store.data.writings.filter((w) => w.kind === kind),
        user,
        10,
      ).map((w) => w._id);
    expect(writings('ann', 'poem')).toEqual(['p2', 'p1']);
    expect(writings('ann', 'story')).toEqual(['s1']);
    expect(writings('bob', 'story')).toEqual([]);

    await store.replace({ ...emptyData(), videos: [{ ...video('z', day(1)), uploaderId: 'bob' }] });
    expect(videos('ann')).toEqual([]);
    expect(videos('bob')).toEqual(['z']);
    expect(writings('ann', 'poem')).toEqual([]);
  });
});
