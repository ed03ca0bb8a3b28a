import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerApp } from './app.js';
import { handedReplies } from './handed-replies.js';
import type { SsrModule } from './ssr-page.js';

// Issue 53: a creator's page arrives rendered, with a profile preview and JSON-LD, and is in the
// sitemap, where the provider offers creator pages; the real renderer and a stub provider.

const INDEX_HTML = `<!doctype html>
<html lang="en" class="dark">
  <head><meta name="description" content="The shell."><title>Inkreel</title></head>
  <body><div id="root"></div></body>
</html>
`;
const API = 'http://api.test';
const ID = 'c1b2c3d4e5f6a1b2c3d4e5f6';
const creator = {
  _id: ID,
  name: 'Dana Ruiz',
  joinedAt: '2024-09-19T10:00:00.000Z',
  followers: 3,
  counts: { video: 1, audio: 0, book: 0, story: 0, poem: 2 },
};
const video = {
  _id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
  title: 'Edge of the Set',
  description: 'A zoom.',
  tags: [],
  views: 12,
  createdAt: '2026-07-01T10:00:00.000Z',
  videoUrl: '/media/videos/edge.mp4',
  uploadedBy: { _id: ID, name: 'Dana Ruiz' },
  likeCount: 2,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The paths the stub provider was asked, in order. */
const asked: string[] = [];

/** A provider with creator pages (`offered`) or without them, with playlists or not. */
function providerWith(offered: boolean, playlists = false) {
  return (url: URL): Response => {
    const p = url.pathname;
    asked.push(p);
    if (p === '/api/extensions')
      return offered
        ? json({ extensions: ['creators', 'likes', ...(playlists ? ['playlists'] : [])] })
        : json({}, 404);
    if (playlists && p === `/api/users/${ID}/playlists`) return json({ playlists: [] });
    if (offered && p === `/api/creators/${ID}`) return json(creator);
    if (offered && p === `/api/creators/${ID}/uploads` && url.searchParams.get('kind') === 'video')
      return json({
        items: [{ kind: 'video', item: video }],
        pagination: { page: 1, pages: 1, total: 1, limit: 12 },
      });
    if (p === '/api/videos')
      return json({ videos: [video], pagination: { page: 1, pages: 1, total: 1 } });
    if (p === '/api/stories')
      return json({ stories: [], pagination: { page: 1, pages: 0, total: 0 } });
    if (p === '/api/poems') return json({ poems: [], pagination: { page: 1, pages: 0, total: 0 } });
    if (p === '/api/audios/random') return json([]);
    return json({ message: 'Not found' }, 404);
  };
}

describe('server rendering of a creator page', () => {
  let dist: string;
  let ssrModule: SsrModule;
  const appWith = (offered: boolean, playlists = false) =>
    createServerApp({
      distDir: dist,
      config: { apiBaseUrl: API },
      ssr: {
        module: ssrModule,
        providerUrl: API,
        publicOrigin: 'https://inkreel.test',
        timeoutMs: 2000,
        renderTimeoutMs: 60_000,
        fetch: (input) => {
          const url = new URL(input instanceof Request ? input.url : input);
          return Promise.resolve(providerWith(offered, playlists)(url));
        },
      },
    });

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'inkreel-ssr-creator-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
    const entry = fileURLToPath(new URL('../src/entry-server.tsx', import.meta.url));
    ssrModule = (await import(/* @vite-ignore */ entry)) as SsrModule;
  }, 60_000);
  afterAll(() => rm(dist, { recursive: true, force: true }));

  const meta = (html: string, attribute: string, key: string) =>
    new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];

  it('renders the creator, their first tab and Follow, with a profile preview and JSON-LD', async () => {
    const res = await request(appWith(true)).get(`/creator/${ID}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Dana Ruiz | Inkreel</title>');
    expect(res.text).toMatch(/<h1[^>]*>Dana Ruiz<\/h1>/);
    expect(res.text).toContain('1 video · 2 poems');
    expect(res.text).toContain('Edge of the Set');
    expect(res.text).toContain('aria-label="Follow Dana Ruiz"');
    expect(meta(res.text, 'property', 'og:type')).toBe('profile');
    expect(meta(res.text, 'name', 'description')).toBe(
      'Dana Ruiz on Inkreel: 1 video · 2 poems; 3 followers.',
    );
    expect(meta(res.text, 'property', 'og:image')).toBe(`${API}/api/videos/thumbnail/${video._id}`);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.text)?.[1] ?? '';
    expect(JSON.parse(ld)).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Person', name: 'Dana Ruiz', identifier: ID },
    });
    expect(handedReplies(res.text)).toMatchObject({
      '/api/extensions': { extensions: ['creators', 'likes'] },
      [`/api/creators/${ID}`]: { name: 'Dana Ruiz' },
    });
  });

  it("hands over the creator's playlists where the provider offers them, and asks for none where not", async () => {
    // Decision 0453: the browser makes no call as the page hydrates.
    const offered = await request(appWith(true, true)).get(`/creator/${ID}`);
    expect(handedReplies(offered.text)).toMatchObject({
      [`/api/users/${ID}/playlists`]: { playlists: [] },
    });
    asked.length = 0;
    const without = await request(appWith(true)).get(`/creator/${ID}`);
    expect(without.status).toBe(200);
    expect(handedReplies(without.text)).not.toHaveProperty(`/api/users/${ID}/playlists`);
    expect(asked.filter((p) => p.startsWith('/api/users/'))).toEqual([]);
  });

  it('answers 404 for a missing creator, and sends the shell when the provider has no creator pages', async () => {
    const missing = await request(appWith(true)).get(`/creator/${'f'.repeat(24)}`);
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<h1>Creator not found</h1>');
    const without = await request(appWith(false)).get(`/creator/${ID}`);
    expect(without.status).toBe(200);
    expect(without.text).toContain('<div id="root"></div>');
  });

  it('lists the creators of the catalogue in the sitemap, only where creator pages exist', async () => {
    const offered = await request(appWith(true)).get('/sitemap.xml');
    expect(offered.text).toContain(`<loc>https://inkreel.test/creator/${ID}</loc>`);
    const without = await request(appWith(false)).get('/sitemap.xml');
    expect(without.text).not.toContain('/creator/');
  });
});
