import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extensionCalls, searchCalls, videoCalls } from '@inkreel/shared';
import { createSeededTestApp } from '../../test/seeded-test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { expectReply } from '../../test/expect-reply.js';

describe('the spec-only scenario', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSeededTestApp();
  });
  afterAll(() => t.cleanup());

  it('answers every extension call 404, as a provider without them, and the specification as usual', async () => {
    const offered = await request(t.app).get('/api/extensions');
    expectReply(extensionCalls.list, offered, 200);

    t.deps.faults.set('spec-only');
    try {
      for (const path of [
        '/api/extensions',
        '/api/search?q=light',
        '/api/stories',
        '/api/creators/suggested',
        '/api/notifications',
        '/api/likes/mine',
      ]) {
        const res = await request(t.app).get(path);
        expect(res.status, path).toBe(404);
        expect(res.body.code, path).toBe('NOT_FOUND');
      }
      expect(searchCalls.search.scope).toBe('extension');
      const featured = await request(t.app).get('/api/videos/featured');
      expectReply(videoCalls.featured, featured, 200);
      // The files a reply names stay reachable, whatever folder they are in.
      const video = (featured.body as { _id: string; videoUrl: string }[])[0];
      expect(video).toBeDefined();
      // Extension calls with other methods on paths under a specification call's are refused too.
      const like = await request(t.app).put(`/api/videos/${video?._id ?? ''}/like`);
      const view = await request(t.app)
        .post(`/api/videos/${video?._id ?? ''}/view`)
        .send({ seconds: 20 });
      expect([like.status, view.status]).toEqual([404, 404]);
      await request(t.app)
        .head(`/api${video?.videoUrl ?? ''}`)
        .expect(200);
    } finally {
      t.deps.faults.set('normal');
    }
  });
});
