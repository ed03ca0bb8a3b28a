import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devCalls, videoCalls } from '@inkreel/shared';
import { verifyPassword } from '../modules/auth/auth.service.js';
import { balanceCents } from '../modules/wallet/wallet.service.js';
import { expectReply } from '../test/expect-reply.js';
import type { TestApp } from '../test/test-app.js';
import { createSeededTestApp } from '../test/seeded-test-app.js';
import { seedStore } from './seed.js';

const YEAR_MS = 365 * 86_400_000;

describe('seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSeededTestApp();
  });
  afterAll(() => t.cleanup());

  it('spreads the fixtures over enough records to page and scroll', () => {
    const { videos, audios, books, writings } = t.deps.store.data;
    expect(videos.length).toBeGreaterThanOrEqual(40);
    expect(audios.length).toBeGreaterThanOrEqual(30);
    expect(books.length).toBeGreaterThanOrEqual(30);
    expect(writings.filter((w) => w.kind === 'story').length).toBeGreaterThanOrEqual(4);
    expect(writings.filter((w) => w.kind === 'poem').length).toBeGreaterThanOrEqual(4);
    expect(videos.filter((v) => v.featured).length).toBeGreaterThanOrEqual(4);
    expect(new Set(videos.map((v) => v.title)).size).toBe(videos.length);
    expect(new Set(videos.map((v) => v.uploaderId)).size).toBeGreaterThanOrEqual(3);
  });

  it('varies the counts so K and M formatting show, with one video viewed exactly once', () => {
    const { videos, audios } = t.deps.store.data;
    expect(videos.filter((v) => v.views === 1)).toHaveLength(1);
    expect(videos.some((v) => v.views >= 1_000_000)).toBe(true);
    expect(videos.some((v) => v.views >= 1_000 && v.views < 1_000_000)).toBe(true);
    expect(audios.some((a) => a.plays >= 1_000_000)).toBe(true);
    // Likes come from the seeded accounts, once each (the rule a like follows).
    const users = new Set(t.deps.store.data.users.map((u) => u._id));
    const likes = t.deps.store.data.likes;
    expect(likes.some((l) => audios.some((a) => a._id === l.itemId))).toBe(true);
    expect(likes.every((l) => users.has(l.userId))).toBe(true);
    expect(new Set(likes.map((l) => `${l.userId}:${l.itemId}`)).size).toBe(likes.length);
  });

  it('seeds a community: creators follow one another, the demo account has notifications', () => {
    const { users, follows, notifications } = t.deps.store.data;
    const id = (email: string) => users.find((u) => u.email === email)?._id ?? '';
    const demo = id('demo@example.com');
    const ada = id('ada@example.com');
    const bruno = id('bruno@example.com');
    expect(follows.some((f) => f.followerId === ada && f.creatorId === bruno)).toBe(true);
    expect(follows.some((f) => f.followerId === bruno && f.creatorId === ada)).toBe(true);
    expect(follows.some((f) => f.followerId === demo && f.creatorId === ada)).toBe(true);
    const demos = notifications.filter((n) => n.userId === demo);
    expect(demos.some((n) => n.kind === 'upload' && n.readAt === undefined)).toBe(true);
    expect(demos.some((n) => n.kind === 'follower')).toBe(true);
    expect(demos.some((n) => n.readAt !== undefined)).toBe(true);
  });

  it('dates the catalogue over about two years, never in the future', () => {
    const now = Date.now();
    const dates = t.deps.store.data.videos.map((v) => Date.parse(v.createdAt));
    expect(Math.max(...dates)).toBeLessThanOrEqual(now);
    expect(now - Math.min(...dates)).toBeGreaterThan(1.5 * YEAR_MS);
    expect(now - Math.min(...dates)).toBeLessThan(2.5 * YEAR_MS);
  });

  it('places every referenced media file in DATA_DIR/media', () => {
    const { videos, audios, books } = t.deps.store.data;
    const files = [
      ...videos.flatMap((v) => [v.videoFile, v.thumbnailFile]),
      ...audios.flatMap((a) => [a.audioFile, a.artworkFile]),
      ...books.flatMap((b) => [b.bookFile, b.coverFile]),
    ].filter((f): f is string => Boolean(f));
    for (const file of new Set(files)) {
      expect(existsSync(path.join(t.deps.store.mediaDir, ...file.split('/'))), file).toBe(true);
    }
  });

  it('creates the verified demo account with 100 credits and the creator accounts', async () => {
    const { users, ledger } = t.deps.store.data;
    const demo = users.find((u) => u.email === 'demo@example.com');
    if (!demo) throw new Error('no demo user');
    expect(demo).toMatchObject({ name: 'Demo User', isEmailVerified: true });
    expect(await verifyPassword('demo-password', demo.passwordHash ?? '')).toBe(true);
    expect(balanceCents(t.deps.store, demo._id)).toBe(10_000);
    // One opening entry, dated with the account.
    expect(ledger.filter((e) => e.userId === demo._id)).toEqual([
      {
        _id: expect.any(String),
        userId: demo._id,
        amountCents: 10_000,
        kind: 'seed',
        reference: 'seed',
        createdAt: demo.createdAt,
      },
    ]);

    const owners = new Set(t.deps.store.data.videos.map((v) => v.uploaderId));
    const creators = users.filter((u) => owners.has(u._id));
    expect(creators.length).toBeGreaterThanOrEqual(3);
    const ada = users.find((u) => u.email === 'ada@example.com');
    expect(ada?.isEmailVerified).toBe(true);
    expect(await verifyPassword('creator-password', ada?.passwordHash ?? '')).toBe(true);
  });

  it('restores the seed on POST /__dev/reset: changed records, extra users and uploads go', async () => {
    const video = t.deps.store.data.videos[0];
    if (!video) throw new Error('seed has no videos');
    const original = { title: video.title, views: video.views };
    video.title = 'Changed by a test';
    video.views = 7;
    const someone = t.deps.store.data.users[0];
    if (!someone) throw new Error('seed has no users');
    t.deps.store.data.users.push({
      ...someone,
      _id: 'a'.repeat(24),
      email: 'x@example.com',
    });
    await t.deps.store.write();
    const upload = path.join(t.deps.store.mediaDir, 'videos', 'uploaded.mp4');
    await writeFile(upload, 'not really a video');

    const started = Date.now();
    const res = await request(t.app).post('/__dev/reset').send({});
    expectReply(devCalls.reset, res, 200);
    expect(Date.now() - started).toBeLessThan(3000);

    const restored = await request(t.app).get(`/api/videos/${video._id}`);
    expectReply(videoCalls.byId, restored, 200);
    expect(restored.body).toMatchObject({ title: original.title, views: original.views });
    expect(t.deps.store.data.users.some((u) => u.email === 'x@example.com')).toBe(false);
    expect(existsSync(upload)).toBe(false);
  });

  it('answers GET /__dev/reset with 405 and is off with MOCK_DEV_ROUTES=false', async () => {
    const res = await request(t.app).get('/__dev/reset');
    expect(res.status).toBe(405);
    const { createTestApp } = await import('../test/test-app.js');
    const off = await createTestApp({ MOCK_DEV_ROUTES: 'false' });
    try {
      const blocked = await request(off.app).post('/__dev/reset').send({});
      expect(blocked.status).toBe(404);
    } finally {
      await off.cleanup();
    }
  });

  it('keeps other media when seeding without reset', async () => {
    const extra = path.join(t.deps.store.mediaDir, 'videos', 'kept.mp4');
    await writeFile(extra, 'kept');
    const summary = await seedStore(t.deps.store, { hashCost: t.deps.env.PASSWORD_HASH_COST });
    expect(summary.videos).toBe(t.deps.store.data.videos.length);
    expect(existsSync(extra)).toBe(true);
  });
});
