import { createHash } from 'node:crypto';
import { brotliCompressSync } from 'node:zlib';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerApp } from './app.js';

const THEME_SCRIPT = "\n      document.documentElement.classList.add('dark');\n    ";
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Inkreel</title>
    <script>${THEME_SCRIPT}</script>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const BIG_SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

const SHARED_SCRIPT = `export const words = ${JSON.stringify('lorem ipsum '.repeat(500))};\n`;
const SHARED_SCRIPT_BR = brotliCompressSync(SHARED_SCRIPT);

const API = 'http://127.0.0.1:41001';
const SOCKET = 'https://rt.example.com';

describe('production client server', () => {
  let dist: string;
  let app: ReturnType<typeof createServerApp>;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'inkreel-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
    await writeFile(path.join(dist, 'assets/index-AbC123.js'), BIG_SCRIPT);
    // The build writes a brotli copy beside each script and stylesheet (client/vite.config.ts).
    await writeFile(path.join(dist, 'assets/shared-XyZ789.js'), SHARED_SCRIPT);
    await writeFile(path.join(dist, 'assets/shared-XyZ789.js.br'), SHARED_SCRIPT_BR);
    await writeFile(path.join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"Inkreel"}');
    await writeFile(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify({
        '/': { js: ['/assets/home-page-1.js'], css: ['/assets/home-1.css'] },
        '/video/:id': { js: ['/assets/video-page-1.js', 'javascript:alert(1)'], css: [] },
        '/videos': { js: [], css: [] },
        '/login': { js: ['/assets/login-page-1.js'], css: [] },
      }),
    );
    app = createServerApp({ distDir: dist, config: { apiBaseUrl: API, socketUrl: SOCKET } });
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  describe('index.html and the runtime configuration', () => {
    it('writes the configuration into index.html as JSON data, revalidated on every load', async () => {
      const res = await request(app).get('/');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain(
        `<script type="application/json" id="inkreel-config">{"apiBaseUrl":"${API}","socketUrl":"${SOCKET}"}</script>\n  </head>`,
      );
    });

    it('answers a repeat load with 304 through its ETag', async () => {
      const first = await request(app).get('/index.html');
      const etag = first.headers.etag ?? '';
      expect(etag).toMatch(/^W\/"/);
      const again = await request(app).get('/index.html').set('If-None-Match', etag);
      expect(again.status).toBe(304);
    });

    it('serves the same configuration as /config.json', async () => {
      const res = await request(app).get('/config.json');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toEqual({ apiBaseUrl: API, socketUrl: SOCKET });
    });
  });

  describe('route preloads', () => {
    it("links the page's chunk and stylesheet in the HTML of its route", async () => {
      const home = await request(app).get('/').expect(200);
      expect(home.text).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/home-page-1.js">',
      );
      expect(home.text).toContain('<link rel="stylesheet" crossorigin href="/assets/home-1.css">');
      const video = await request(app).get('/video/0123456789abcdef01234567').expect(200);
      expect(video.text).toContain('href="/assets/video-page-1.js"');
      expect(video.text).not.toContain('home-page-1.js');
      expect(video.text).not.toContain('javascript:');
    });

    it('sends the page unchanged for a path of no route', async () => {
      const other = await request(app).get('/video/a/b').expect(200);
      expect(other.text).not.toContain('modulepreload');
    });

    it('preconnects to the provider', async () => {
      const home = await request(app).get('/').expect(200);
      expect(home.text).toContain(`<link rel="preconnect" href="${API}">`);
    });
  });

  describe('SPA fallback', () => {
    it.each([
      '/video/0123456789abcdef01234567',
      '/books/read/0123456789abcdef01234567',
      '/wallet',
      '/nowhere/at/all',
    ])('answers the client route %s with index.html', async (route) => {
      const res = await request(app).get(route).set('Accept', 'text/html');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('id="inkreel-config"');
    });

    it('also for a navigation to a route whose last segment has a dot', async () => {
      const res = await request(app).get('/verify-email/abc.def').set('Accept', 'text/html,*/*');
      expect(res.status).toBe(200);
      expect(res.text).toContain('id="root"');
    });

    it('answers HEAD too', async () => {
      const res = await request(app).head('/audio/0123456789abcdef01234567');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    });

    it.each([
      ['an unknown asset', '/assets/missing-123.js', '*/*'],
      ['an unknown asset, even asked for as a page', '/assets/missing-123.js', 'text/html'],
      ['a missing file outside /assets', '/missing.png', 'image/*'],
      ['a provider path', '/api/videos', 'text/html'],
      ['socket.io', '/socket.io/', '*/*'],
    ])('answers %s with 404, not index.html', async (_what, url, accept) => {
      const res = await request(app).get(url).set('Accept', accept);
      expect(res.status).toBe(404);
      expect(res.text).toBe('Not found');
    });

    it('does not answer other methods with the page', async () => {
      const res = await request(app).post('/wallet').send({});
      expect(res.status).toBe(404);
    });
  });

  describe('caching and compression', () => {
    it('caches hashed assets for a year, immutable', async () => {
      const res = await request(app).get('/assets/index-AbC123.js');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('revalidates files outside /assets (logo, a service worker, a manifest)', async () => {
      for (const file of ['/logo.svg', '/sw.js', '/manifest.webmanifest']) {
        const res = await request(app).get(file);
        expect(res.status, file).toBe(200);
        expect(res.headers['cache-control'], file).toBe('no-cache');
      }
    });

    it('serves the service worker as JavaScript and the manifest as a web manifest', async () => {
      const sw = await request(app).get('/sw.js');
      expect(sw.headers['content-type']).toMatch(/javascript/);
      const manifest = await request(app).get('/manifest.webmanifest');
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    });

    it('lets the page register its own service worker and read its own manifest', async () => {
      const res = await request(app).get('/');
      const csp = res.headers['content-security-policy'] ?? '';
      expect(csp).toMatch(/worker-src 'self'/);
      expect(csp).toMatch(/manifest-src 'self'/);
    });

    it('compresses with brotli or gzip as the browser accepts', async () => {
      const gzip = await request(app).get('/assets/index-AbC123.js').set('Accept-Encoding', 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      const br = await request(app)
        .get('/assets/index-AbC123.js')
        .set('Accept-Encoding', 'br, gzip');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/Accept-Encoding/);
    });

    it("sends the build's brotli copy of an asset as it is to a browser that accepts br", async () => {
      const res = await request(app)
        .get('/assets/shared-XyZ789.js')
        .set('Accept-Encoding', 'gzip, br');
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-length']).toBe(String(SHARED_SCRIPT_BR.length));
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(res.text).toBe(SHARED_SCRIPT);
    });

    it('sends the same asset gzipped on the fly, or plain, to a browser without br', async () => {
      const gzip = await request(app)
        .get('/assets/shared-XyZ789.js')
        .set('Accept-Encoding', 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.text).toBe(SHARED_SCRIPT);
      const plain = await request(app)
        .get('/assets/shared-XyZ789.js')
        .set('Accept-Encoding', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.text).toBe(SHARED_SCRIPT);
    });

    it('answers 404 for an asset the build does not have, br accepted or not', async () => {
      for (const encoding of ['br', 'gzip']) {
        const res = await request(app).get('/assets/missing-1.js').set('Accept-Encoding', encoding);
        expect(res.status, encoding).toBe(404);
        expect(res.text, encoding).not.toContain('<div id="root">');
      }
    });
  });

  describe('security headers', () => {
    const csp = async (url = '/') => {
      const res = await request(app).get(url).set('Accept', 'text/html');
      const header = res.headers['content-security-policy'] ?? '';
      return Object.fromEntries(
        header.split(';').map((part) => {
          const [name = '', ...values] = part.trim().split(/\s+/);
          return [name, values];
        }),
      ) as Record<string, string[]>;
    };

    it('allows the provider for calls, the socket, media and images, and nothing else', async () => {
      const policy = await csp();
      expect(policy['connect-src']).toEqual([
        "'self'",
        'blob:',
        API,
        SOCKET,
        'wss://rt.example.com',
      ]);
      expect(policy['media-src']).toEqual(["'self'", 'blob:', API]);
      expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', API]);
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
    });

    // Issue 56: the e-book reader's frames are blob: documents under this same policy.
    it('lets the e-book reader frame blob: pages with their styles, and no script', async () => {
      const policy = await csp();
      expect(policy['frame-src']).toEqual(["'self'", 'blob:']);
      expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'", 'blob:']);
      expect(policy['script-src']?.includes('blob:')).toBe(false);
      expect(policy['script-src']?.includes("'unsafe-inline'")).toBe(false);
    });

    it('allows the inline theme script by its hash, never any inline script', async () => {
      const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
      expect((await csp())['script-src']).toEqual(["'self'", `'sha256-${hash}'`]);
    });

    it('derives the socket from the API origin when no socket origin is set', async () => {
      const only = createServerApp({ distDir: dist, config: { apiBaseUrl: API } });
      const res = await request(only).get('/');
      expect(res.headers['content-security-policy']).toContain(
        `connect-src 'self' blob: ${API} ws://127.0.0.1:41001`,
      );
    });

    it('sends nosniff, a referrer policy and no framing on every reply', async () => {
      for (const url of ['/', '/assets/index-AbC123.js', '/config.json', '/missing.png']) {
        const res = await request(app).get(url);
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
        expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
        expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
        expect(res.headers['x-powered-by'], url).toBeUndefined();
      }
    });
  });

  it('answers /healthz', async () => {
    const res = await request(app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('stops with a clear message when there is no build', () => {
    expect(() => createServerApp({ distDir: path.join(dist, 'nope'), config: {} })).toThrow(
      /^No built client in .*nope \(DIST_DIR\): run npm run build first$/,
    );
  });
});
