import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, nowIso } from '../../db/ids.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('developer panel at /__dev', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  it('is plain HTML under a strict Content-Security-Policy without any script', async () => {
    const res = await request(t.app).get('/__dev');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = res.headers['content-security-policy'];
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toMatch(/form-action 'self'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).not.toMatch(/script-src|unsafe/);
    expect(res.text).not.toMatch(/<script/i);
    expect(res.text).toContain('data-testid="active-scenario">normal<');
    expect(res.text).toContain('action="/__dev/scenario"');
    expect(res.text).toContain('action="/__dev/reset"');
    // An empty icon, allowed by img-src: browsers would otherwise ask for /favicon.ico, which a
    // provider does not have, and log the 404 as an error on the panel.
    expect(res.text).toContain('<link rel="icon" href="data:,">');
    expect(csp).toMatch(/img-src 'self' data:/);
  });

  it('escapes everything it shows: mail and journaled paths', async () => {
    t.deps.outbox.add({
      id: newId(),
      to: 'x@example.com',
      subject: '<script>alert(1)</script>',
      text: 'Hello <img src=x onerror=alert(1)>',
      html: '',
      sentAt: nowIso(),
    });
    await request(t.app).get('/api/<b>"quoted"').expect(404);
    const res = await request(t.app).get('/__dev');
    expect(res.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.text).toContain('Hello &lt;img src=x onerror=alert(1)&gt;');
    expect(res.text).not.toContain('<img src=x');
    expect(res.text).not.toContain('<b>"quoted"');
  });

  it('filters the journal through the query string and says when a filter is bad', async () => {
    await request(t.app).get('/api/videos/featured').expect(200);
    const filtered = await request(t.app).get('/__dev?path=featured&status=2xx');
    const rows = filtered.text.match(/<tr class="entry">/g) ?? [];
    expect(rows).toHaveLength(1);
    expect(filtered.text).toContain('/api/videos/featured');
    expect(filtered.text).toContain('value="featured"');
    const bad = await request(t.app).get('/__dev?status=great');
    expect(bad.status).toBe(200);
    expect(bad.text).toContain('Filter not applied');
  });

  it('shows a fixed notice after a switch, never text from the query string', async () => {
    const res = await request(t.app).get('/__dev?done=switched');
    expect(res.text).toContain('Scenario switched.');
    const odd = await request(t.app).get('/__dev?done=%3Cb%3Ehi');
    expect(odd.text).not.toContain('<b>hi');
  });
});

describe('with MOCK_DEV_ROUTES=false', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MOCK_DEV_ROUTES: 'false' });
  });
  afterAll(() => t.cleanup());

  it('every dev route is gone: panel, scenarios, switch, journal, mailbox, reset', async () => {
    for (const path of ['/__dev', '/__dev/scenarios', '/__dev/journal', '/__dev/mailbox']) {
      const res = await request(t.app).get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    for (const path of ['/__dev/scenario', '/__dev/reset']) {
      const res = await request(t.app).post(path).send({ name: 'flaky' });
      expect(res.status, path).toBe(404);
    }
  });

  it('no scenario applies, whatever the state says', async () => {
    t.deps.faults.set('session-expired');
    const res = await request(t.app).get('/api/videos').set('Authorization', 'Bearer abc');
    expect(res.status).toBe(200);
    t.deps.faults.set('insufficient-funds');
    const check = await request(t.app).get('/api/content/check-balance/poem');
    expect(check.status).toBe(401);
  });
});
