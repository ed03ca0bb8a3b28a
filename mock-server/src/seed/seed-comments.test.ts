import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationCalls, videoCalls, type HeldPage, type VideoPage } from '@inkreel/shared';
import { readThread } from '../test/comment-items.js';
import { createSeededTestApp } from '../test/seeded-test-app.js';
import type { TestApp } from '../test/test-app.js';

describe('the seeded conversations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSeededTestApp();
  });
  afterAll(() => t.cleanup());

  it('puts a thread of 50 on the newest video, with replies, likes and seek-bar markers', async () => {
    const page = (await request(t.app).get(videoCalls.list.path)).body as VideoPage;
    const newest = page.videos[0]?._id ?? '';
    const thread = await readThread(t, 'video', newest);
    expect(thread.count).toBe(50);
    expect(thread.items).toHaveLength(20);
    expect(thread.nextCursor).not.toBeNull();
    expect(thread.items.some((c) => c.replyCount > 0)).toBe(true);
    expect(thread.markers?.length).toBeGreaterThan(3);
    const top = await readThread(t, 'video', newest, undefined, { sort: 'top' });
    expect(top.items[0]?.likeCount).toBeGreaterThan(0);
  });

  it("holds the demo account's comment on a poem for its uploader's approval", async () => {
    const bruno = t.deps.store.index.userByEmail('bruno@example.com');
    const { token } = t.deps.tokens.issue(bruno?._id ?? '');
    const res = await request(t.app)
      .get(moderationCalls.held.path)
      .set('Authorization', `Bearer ${token}`);
    expect((res.body as HeldPage).items.map((c) => c.author?.name)).toEqual(['Demo User']);
  });
});
