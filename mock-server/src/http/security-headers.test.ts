import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@inkreel/shared';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createUser } from '../test/users.js';
import { API_POLICY } from './security-headers.js';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  const expectBaseline = (headers: Record<string, string | undefined>) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-powered-by']).toBeUndefined();
  };

  it('protects JSON replies, success and error alike, with a policy that allows nothing', async () => {
    for (const path of ['/api/health', '/api/videos', '/api/no-such-route']) {
      const res = await request(t.app).get(path);
      expect(res.headers['content-type'], path).toMatch(/^application\/json/);
      expectBaseline(res.headers);
      expect(res.headers['content-security-policy'], path).toBe(API_POLICY);
    }
  });

  it('gives the checkout page its own policy: its stylesheet, its forms, no framing', async () => {
    const user = await createUser(t.deps);
    const deposit = await request(t.app)
      .post('/api/wallet/deposit')
      .set('Authorization', user.bearer)
      .set(IDEMPOTENCY_HEADER, 'security-headers-1')
      .send({ amount: 5 });
    const res = await request(t.app).get(`/checkout/${deposit.body.payment_id}`);
    expect(res.status).toBe(200);
    expectBaseline(res.headers);
    const policy = res.headers['content-security-policy'] ?? '';
    // Its one script (closing a finished deposit's tab) is allowed by hash, nothing else runs.
    expect(policy).toMatch(
      /^default-src 'none'; style-src 'sha256-[^']+'; script-src 'sha256-[^']+'; form-action 'self' /,
    );
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
  });

  it('lets generated SVG images keep inline styles only, embeddable from the client', async () => {
    const res = await request(t.app).get('/api/videos/thumbnail/000000000000000000000000');
    // An unknown video answers 404 JSON; a placeholder needs a record, so check the 404 first.
    expect(res.status).toBe(404);
    const user = await createUser(t.deps);
    t.deps.store.data.videos.push({
      _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
      title: 'No image',
      description: '',
      tags: [],
      views: 0,
      createdAt: new Date().toISOString(),
      videoFile: 'videos/none.mp4',
      uploaderId: user.user._id,
      featured: false,
      status: 'ready',
    });
    const svg = await request(t.app).get('/api/videos/thumbnail/aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(svg.status).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expectBaseline(svg.headers);
    expect(svg.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(svg.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
