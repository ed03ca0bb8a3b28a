import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioCalls, extensionCalls, searchCalls, videoCalls } from '@inkreel/shared';
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
      // So does the image drawn for a track uploaded without artwork, though its call is an
      // extension (provider-check picks a random track and failed on one of these).
      const drawn = t.deps.store.data.audios.find((a) => !a.artworkFile);
      expect(drawn, 'a seeded track without artwork').toBeDefined();
      expect(audioCalls.artwork.scope).toBe('extension');
      const track = await request(t.app).get(`/api/audios/${drawn?._id ?? ''}`);
      expectReply(audioCalls.byId, track, 200);
      const artworkUrl = (track.body as { artworkUrl: string }).artworkUrl;
      expect(artworkUrl).toBe(`/audios/artwork/${drawn?._id ?? ''}`);
      const artwork = await request(t.app).get(`/api${artworkUrl}`);
      expect(artwork.status).toBe(200);
      expect(artwork.headers['content-type']).toMatch(/^image\//);
    } finally {
      t.deps.faults.set('normal');
    }
  });
});
