import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsCalls } from '@inkreel/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { expectReply } from '../../test/expect-reply.js';
import { openApiText } from './openapi-file.js';

describe('the API reference', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  it('serves the generated document at GET /api/openapi.json', async () => {
    const res = await request(t.app).get('/api/openapi.json');
    expectReply(docsCalls.openapi, res, 200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual(JSON.parse(openApiText()));
  });

  it('serves a page at /api/docs that loads only its own script and style', async () => {
    const res = await request(t.app).get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/unsafe-inline|https?:/);
    expect(res.text).not.toMatch(/<script>|<style|https?:\/\/(?!www\.w3)/);
    for (const src of res.text.matchAll(/(?:src|href)="(\/api\/[^"]+)"/g)) {
      const asset = await request(t.app).get(src[1] ?? '');
      expect(asset.status, src[1]).toBe(200);
    }
  });

  it('serves the renderer from the npm package with script and style types', async () => {
    const js = await request(t.app).get('/api/docs/swagger-ui-bundle.js');
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.text.length).toBeGreaterThan(100_000);
    const css = await request(t.app).get('/api/docs/swagger-ui.css');
    expect(css.headers['content-type']).toMatch(/text\/css/);
    const init = await request(t.app).get('/api/docs/init.js');
    expect(init.text).toContain("url: '/api/openapi.json'");
  });

  it('answers other files and methods with JSON errors', async () => {
    expect((await request(t.app).get('/api/docs/index.html')).status).toBe(404);
    const post = await request(t.app).post('/api/docs').send({});
    expect(post.status).toBe(405);
    expect(post.body).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
  });
});
