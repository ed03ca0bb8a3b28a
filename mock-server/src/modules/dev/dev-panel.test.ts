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

  it('shows each message open, its web addresses as links, escaped', async () => {
    t.deps.outbox.add({
      id: newId(),
      to: 'ada@example.com',
      subject: 'Verify your email',
      text: 'Open http://client.test/verify-email/abc123. Or "http://x.test/?a=1&b=<2>"',
      html: '',
      sentAt: nowIso(),
    });
    const res = await request(t.app).get('/__dev');
    expect(res.text).not.toContain('<details');
    expect(res.text).toContain(
      '<a href="http://client.test/verify-email/abc123" rel="noreferrer">http://client.test/verify-email/abc123</a>.',
    );
    expect(res.text).toContain('<a href="http://x.test/?a=1&amp;b=" rel="noreferrer">');
    expect(res.text).not.toContain('<2>');
  });

  it('serves /__dev/mailbox as a page to browsers and as JSON to everyone else', async () => {
    for (let n = 0; n < 23; n += 1) {
      t.deps.outbox.add({
        id: newId(),
        to: `reader${n}@example.com`,
        subject: `Message ${n}`,
        text: `Link http://client.test/verify-email/token${n}`,
        html: '',
        sentAt: nowIso(),
      });
    }
    const page = await request(t.app)
      .get('/__dev/mailbox')
      .set('Accept', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(page.headers.vary).toMatch(/Accept/);
    expect(page.text).toContain('<a href="http://client.test/verify-email/token22"');
    expect(page.text).not.toContain('token2"'); // page 1 holds the newest 20 only
    expect(page.text).toContain('href="/__dev/mailbox?page=2"');
    const older = await request(t.app).get('/__dev/mailbox?page=2').set('Accept', 'text/html');
    expect(older.text).toContain('<a href="http://client.test/verify-email/token2"');

    for (const accept of ['application/json', '*/*', undefined]) {
      const call = request(t.app).get('/__dev/mailbox');
      const json = await (accept ? call.set('Accept', accept) : call);
      expect(json.headers['content-type'], accept).toMatch(/^application\/json/);
      expect(json.body.messages.length, accept).toBeGreaterThanOrEqual(23);
      // Newest first, as the page says and lists them.
      expect(json.body.messages[0].subject, accept).toBe('Message 22');
    }
    expect(page.text).toMatch(/<h2 id="mailbox-title">\d+ messages, newest first<\/h2>/);
    expect(page.text).not.toContain('message(s)');
  });

  it('pages the journal, keeping the filter in the page links', async () => {
    for (let n = 0; n < 60; n += 1) await request(t.app).get(`/api/paged-${n}`).expect(404);
    const first = await request(t.app).get('/__dev?path=paged-&status=404');
    expect(first.text.match(/<tr class="entry">/g)).toHaveLength(25);
    expect(first.text).toContain('60 request(s), page 1 of 3');
    expect(first.text).toContain(
      'href="/__dev?path=paged-&amp;status=404&amp;page=2#journal-title"',
    );
    const last = await request(t.app).get('/__dev?path=paged-&status=404&page=3');
    expect(last.text.match(/<tr class="entry">/g)).toHaveLength(10);
    expect(last.text).toContain('/api/paged-0<');
    const past = await request(t.app).get('/__dev?path=paged-&status=404&page=99');
    expect(past.text).toContain('page 3 of 3');
    const odd = await request(t.app).get('/__dev?page=-1');
    expect(odd.status).toBe(200);
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
