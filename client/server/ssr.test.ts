import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerApp } from './app.js';
import { handedReplies as readReplies } from './handed-replies.js';
import { PUBLIC_PAGE_CACHE, type SsrModule } from './ssr-page.js';

// The real renderer (client/src/entry-server.tsx) and a stub provider: what a crawler or a chat's
// link unfurler gets from the production web server.

const INDEX_HTML = `<!doctype html>
<html lang="en" class="dark">
  <head>
    <meta
      name="description"
      content="The shell's own description."
    />
    <title>Inkreel</title>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const API = 'http://api.test';
const ID = 'a1b2c3d4e5f6a1b2c3d4e5f6';
const MISSING = 'ffffffffffffffffffffffff';
const TRACK_ID = 'b1b2c3d4e5f6a1b2c3d4e5f6';

const uploader = { _id: 'c1b2c3d4e5f6a1b2c3d4e5f6', name: 'Dana Ruiz' };
const video = (id: string, title: string) => ({
  _id: id,
  title,
  description: 'Dawn over a field of light.',
  tags: ['dawn'],
  views: 12,
  createdAt: '2026-07-01T10:00:00.000Z',
  videoUrl: '/media/videos/first-light.mp4',
  uploadedBy: uploader,
  duration: 83,
});
const track = {
  _id: TRACK_ID,
  title: 'Night Train',
  description: 'A slow ride.',
  plays: 3,
  likes: [],
  artworkUrl: '/media/artwork/night-train.png',
  audioUrl: '/media/audio/night-train.mp3',
  createdAt: '2026-07-02T10:00:00.000Z',
  uploadedBy: uploader,
  artist: 'The Sleepers',
};
const book = {
  _id: 'd1b2c3d4e5f6a1b2c3d4e5f6',
  title: 'Small Hours',
  author: 'Ann Lee',
  rating: 4,
  createdAt: '2026-07-03T10:00:00.000Z',
};
const HOSTILE = '</script><script>alert(1)</script><!--';

type Provider = (url: URL) => Promise<Response> | Response;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The catalogue: one video page, a featured list, a track, a book, no writings. */
const catalogue: Provider = (url) => {
  const p = url.pathname;
  if (p === `/api/videos/${ID}`) return json(video(ID, 'First Light'));
  if (p === `/api/videos/recommendations/${ID}`)
    return json([video('a3b2c3d4e5f6a1b2c3d4e5f6', 'Harbour Lights')]);
  if (p === `/api/audios/recommendations/${TRACK_ID}`)
    return json([{ ...track, _id: 'b2b2c3d4e5f6a1b2c3d4e5f6', title: 'Slow Boat' }]);
  if (p === '/api/videos/ffffffffffffffffffffffff')
    return json({ message: 'Video not found' }, 404);
  if (p === '/api/videos/eeeeeeeeeeeeeeeeeeeeeeee')
    return json(video('eeeeeeeeeeeeeeeeeeeeeeee', HOSTILE));
  if (p === '/api/videos/featured')
    return json([video(ID, 'First Light'), video('a2b2c3d4e5f6a1b2c3d4e5f6', 'Edge of the Set')]);
  if (p === '/api/videos')
    return json({
      videos: [video(ID, 'First Light')],
      pagination: { page: 1, pages: 1, total: 1, limit: 12 },
    });
  if (p === `/api/audios/${TRACK_ID}`) return json(track);
  if (p === '/api/audios/random') return json([track]);
  if (p === '/api/books/random') return json([book]);
  if (p === `/api/books/${book._id}`) return json(book);
  if (p === '/api/stories')
    return json({ stories: [], pagination: { page: 1, pages: 0, total: 0, limit: 12 } });
  if (p === '/api/poems')
    return json({ poems: [], pagination: { page: 1, pages: 0, total: 0, limit: 12 } });
  if (p === '/api/extensions') return json({ extensions: ['likes'] });
  return json({ message: 'Not found' }, 404);
};

describe('server rendering of public pages', () => {
  let dist: string;
  let ssrModule: SsrModule;
  const calls: string[] = [];
  let provider: Provider = catalogue;

  const appWith = (options: { timeoutMs?: number } = {}) =>
    createServerApp({
      distDir: dist,
      config: { apiBaseUrl: API },
      ssr: {
        module: ssrModule,
        providerUrl: API,
        publicOrigin: 'https://inkreel.test',
        timeoutMs: options.timeoutMs ?? 2000,
        // The first render transforms the page modules here (vitest), which takes a while.
        renderTimeoutMs: 60_000,
        fetch: async (input, init) => {
          const url = new URL(input instanceof Request ? input.url : input);
          calls.push(`${url.pathname}${url.search}`);
          const signal = init?.signal;
          return Promise.race([
            Promise.resolve(provider(url)),
            new Promise<Response>((_, reject) => {
              signal?.addEventListener('abort', () => reject(signal.reason as Error));
            }),
          ]);
        },
      },
    });

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'inkreel-ssr-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
    // A path the server's own type check does not follow (the client's JSX is checked there).
    const entry = fileURLToPath(new URL('../src/entry-server.tsx', import.meta.url));
    ssrModule = (await import(/* @vite-ignore */ entry)) as SsrModule;
  }, 60_000);
  afterAll(() => rm(dist, { recursive: true, force: true }));

  const metaContent = (html: string, attribute: string, key: string) =>
    new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];

  const handedReplies = (html: string) => readReplies<{ title?: string }>(html);

  it('renders a video page with its title, previews and JSON-LD, and hands its data to SWR', async () => {
    provider = catalogue;
    const res = await request(appWith()).get(`/video/${ID}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>First Light | Inkreel</title>');
    expect(res.text).not.toContain("The shell's own description.");
    expect(res.text).toMatch(/<h1[^>]*>First Light<\/h1>/);
    expect(metaContent(res.text, 'property', 'og:title')).toBe('First Light | Inkreel');
    expect(metaContent(res.text, 'property', 'og:image')).toBe(`${API}/api/videos/thumbnail/${ID}`);
    expect(metaContent(res.text, 'property', 'og:video')).toBe(
      `${API}/api/media/videos/first-light.mp4`,
    );
    expect(metaContent(res.text, 'property', 'og:type')).toBe('video.other');
    expect(metaContent(res.text, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(res.text).toContain(`<link rel="canonical" href="https://inkreel.test/video/${ID}">`);
    const oembed = `https://inkreel.test/oembed?url=${encodeURIComponent(`https://inkreel.test/video/${ID}`)}&#38;format=json`;
    expect(res.text).toContain(
      `<link rel="alternate" type="application/json+oembed" href="${oembed}" title="First Light">`,
    );
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.text)?.[1] ?? '';
    expect(JSON.parse(ld)).toMatchObject({
      '@type': 'VideoObject',
      name: 'First Light',
      duration: 'PT1M23S',
    });
    expect(handedReplies(res.text)).toMatchObject({
      [`/api/videos/${ID}`]: { title: 'First Light' },
      [`/api/videos/recommendations/${ID}`]: [{ title: 'Harbour Lights' }],
    });
    // The recommendations come with the page: hydration draws nothing late.
    expect(res.text).toContain('Harbour Lights');
    expect(res.text).not.toContain('Loading recommendations');
  });

  it('puts a <track> per caption language in a video page, and its chapters (issue 57)', async () => {
    const tracks = ['en', 'fr'].map((language) => ({
      language,
      label: language === 'en' ? 'English' : 'Français',
      url: `/media/captions/${ID}-${language}.vtt`,
      updatedAt: '2026-07-01T10:00:00.000Z',
    }));
    const chapters = ['Dawn', 'Noon', 'Dusk'].map((title, i) => ({ start: i * 20, title }));
    provider = (url) => {
      if (url.pathname === '/api/extensions') return json({ extensions: ['captions'] });
      if (url.pathname === `/api/videos/${ID}/captions`) return json({ tracks });
      if (url.pathname === `/api/videos/${ID}/chapters`) return json({ chapters });
      return catalogue(url);
    };
    const res = await request(appWith()).get(`/video/${ID}`);
    expect(res.status).toBe(200);
    for (const { language, label } of tracks)
      expect(res.text).toContain(
        `<track kind="captions" src="${API}/api/media/captions/${ID}-${language}.vtt" srcLang="${language}" label="${label}"/>`,
      );
    expect(res.text).toMatch(/<h2[^>]*>Chapters<\/h2>/);
    expect(res.text).toContain('Dusk');
    // A provider without the feature: the page as before, no track.
    provider = catalogue;
    const plain = await request(appWith()).get(`/video/${ID}`);
    expect(plain.status).toBe(200);
    expect(plain.text).not.toContain('<track');
  });

  it('puts the first comments in an item page and counts them in its JSON-LD (issue 54, item 7)', async () => {
    const comment = (id: string, text: string) => ({
      _id: id,
      kind: 'video',
      itemId: ID,
      author: { _id: 'c1b2c3d4e5f6a1b2c3d4e5f6', name: 'Ada Quill' },
      text,
      state: 'published',
      createdAt: '2026-07-02T10:00:00.000Z',
      likeCount: 0,
      liked: false,
      replyCount: id.startsWith('d1') ? 2 : 0,
      mentions: [],
    });
    const thread = {
      items: [comment('d1b2c3d4e5f6a1b2c3d4e5f6', 'The light at 0:05 <b>glows</b>')],
      nextCursor: null,
      count: 3,
      mode: 'open',
      viewer: { moderator: false, blocked: false },
    };
    provider = (url) => {
      if (url.pathname === '/api/extensions') return json({ extensions: ['comments'] });
      if (url.pathname === `/api/videos/${ID}/comments`) return json(thread);
      if (url.pathname === `/api/audios/${TRACK_ID}/comments`)
        return json({ ...thread, count: 0, items: [] });
      return catalogue(url);
    };
    const res = await request(appWith()).get(`/video/${ID}`);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<h2[^>]*>3 comments<\/h2>/);
    expect(res.text).toContain('Ada Quill');
    // The text as typed: the markup in it is text, the time a link that works without the script.
    expect(res.text).toContain('&lt;b&gt;glows&lt;/b&gt;');
    expect(res.text).toContain(`href="/video/${ID}?t=5"`);
    expect(res.text).toContain('2 replies');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.text)?.[1] ?? '';
    expect(JSON.parse(ld)).toMatchObject({ '@type': 'VideoObject', commentCount: 3 });
    // Under the key the thread's hook reads: hydration asks for it no second time.
    expect(handedReplies(res.text)).toHaveProperty([`/api/videos/${ID}/comments`]);
    const track = await request(appWith()).get(`/audio/${TRACK_ID}`);
    expect(track.text).toMatch(/<h2[^>]*>0 comments<\/h2>/);
    expect(track.text).toContain('No comments yet.');
    // A provider without comments is not asked for them, and the page is as before.
    provider = catalogue;
    calls.length = 0;
    const plain = await request(appWith()).get(`/video/${ID}`);
    expect(plain.status).toBe(200);
    expect(plain.text).not.toContain('id="comments"');
    expect(plain.text).not.toContain('commentCount');
    expect(calls.filter((call) => call.includes('/comments'))).toEqual([]);
  });

  it('renders a detail page without the recommendations the provider did not give', async () => {
    provider = (url) =>
      url.pathname.includes('/recommendations/') ? json({ message: 'Down' }, 503) : catalogue(url);
    const res = await request(appWith()).get(`/video/${ID}`);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<h1[^>]*>First Light<\/h1>/);
    expect(res.text).toContain('Loading recommendations');
    const page = await request(appWith()).get(`/audio/${TRACK_ID}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Night Train | Inkreel</title>');
  });

  it('answers 404 with the not-found page for a missing or impossible id', async () => {
    provider = catalogue;
    for (const id of [MISSING, 'not-an-id']) {
      const res = await request(appWith()).get(`/video/${id}`);
      expect(res.status).toBe(404);
      expect(res.text).toContain('<title>Video not found | Inkreel</title>');
      expect(res.text).toContain('<h1>Video not found</h1>');
      expect(res.text).toContain('<meta name="robots" content="noindex">');
      expect(res.text).not.toContain('inkreel-data');
    }
  });

  it('renders a public playlist with its Open Graph preview and oEmbed; a private one is 404', async () => {
    const PLAYLIST = 'e1b2c3d4e5f6a1b2c3d4e5f6';
    const entry = {
      entryId: 'entry-1',
      kind: 'audio',
      id: TRACK_ID,
      available: true,
      title: 'Night Train',
      creator: 'The Sleepers',
      imagePath: '/media/artwork/night-train.png',
      mediaPath: '/media/audio/night-train.mp3',
      duration: 90,
    };
    const playlist = {
      _id: PLAYLIST,
      title: 'Late listening',
      description: 'For the ride home.',
      visibility: 'public',
      owner: uploader,
      itemCount: 2,
      duration: 90,
      readingMinutes: 4,
      coverPaths: ['/media/artwork/night-train.png'],
      createdAt: '2026-07-04T10:00:00.000Z',
      updatedAt: '2026-07-04T10:00:00.000Z',
      items: [entry, { entryId: 'entry-2', kind: 'poem', id: MISSING, available: false }],
    };
    provider = (url) =>
      url.pathname === `/api/playlists/${PLAYLIST}` ? json(playlist) : catalogue(url);
    // One server throughout: its reader's short cache must not keep a playlist made private.
    const app = appWith();
    const res = await request(app).get(`/playlist/${PLAYLIST}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Late listening | Inkreel</title>');
    expect(res.text).toMatch(/<h1[^>]*>Late listening<\/h1>/);
    expect(res.text).toContain('No longer available');
    expect(metaContent(res.text, 'property', 'og:type')).toBe('music.playlist');
    expect(metaContent(res.text, 'property', 'og:description')).toBe('For the ride home.');
    expect(metaContent(res.text, 'property', 'og:image')).toBe(
      `${API}/api/media/artwork/night-train.png`,
    );
    expect(res.text).toContain('type="application/json+oembed"');
    // The oEmbed document itself is embeds.test.ts's (it asks the provider with the global fetch).
    // Made private: the provider answers a visitor 404, and the page says so at once (not cached).
    provider = (url) =>
      url.pathname === `/api/playlists/${PLAYLIST}`
        ? json({ code: 'NOT_FOUND', message: 'Playlist not found' }, 404)
        : catalogue(url);
    expect((await request(app).get(`/playlist/${PLAYLIST}`)).status).toBe(404);
    // Private (or none): the provider answers a visitor 404, and so does the page.
    const hidden = await request(appWith()).get(`/playlist/${MISSING}`);
    expect(hidden.status).toBe(404);
    expect(hidden.text).toContain('<h1>Playlist not found</h1>');
    provider = catalogue;
  });

  it('puts the featured titles on the home page and the track on its page', async () => {
    provider = catalogue;
    const home = await request(appWith()).get('/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('First Light');
    expect(home.text).toContain('Edge of the Set');
    const page = await request(appWith()).get(`/audio/${TRACK_ID}`);
    expect(page.text).toContain('<title>Night Train | Inkreel</title>');
    expect(page.text).toContain('Slow Boat');
    expect(metaContent(page.text, 'property', 'og:audio')).toBe(
      `${API}/api/media/audio/night-train.mp3`,
    );
    expect(metaContent(page.text, 'property', 'og:image')).toBe(
      `${API}/api/media/artwork/night-train.png`,
    );
    expect(page.text).toContain('"@type":"MusicRecording"');
    expect(page.text).toContain('type="application/json+oembed"');
    const books = await request(appWith()).get('/books');
    expect(books.text).toContain('"@type":"Book"');
    expect(books.text).toContain('Small Hours');
  });

  it('escapes what the provider says: no element can be closed or opened from its data', async () => {
    provider = catalogue;
    const res = await request(appWith()).get('/video/eeeeeeeeeeeeeeeeeeeeeeee');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).not.toContain('</script><script>');
    expect(handedReplies(res.text)['/api/videos/eeeeeeeeeeeeeeeeeeeeeeee']?.title).toBe(HOSTILE);
  });

  it('sends the client-rendered shell when the provider is slow or down', async () => {
    provider = () => new Promise<Response>(() => {});
    const slow = await request(appWith({ timeoutMs: 50 })).get(`/video/${ID}`);
    expect(slow.status).toBe(200);
    expect(slow.text).toContain('<title>Inkreel</title>');
    expect(slow.text).toContain('<div id="root"></div>');
    expect(slow.text).not.toContain('inkreel-data');
    provider = () => Promise.reject(new TypeError('fetch failed'));
    const down = await request(appWith()).get('/videos');
    expect(down.status).toBe(200);
    expect(down.text).toContain('<div id="root"></div>');
    provider = () => json({ message: 'Server error' }, 500);
    const failing = await request(appWith()).get('/');
    expect(failing.text).toContain('<div id="root"></div>');
  });

  it('reads the provider for every page: an edited, hidden or deleted item never shows as it was', async () => {
    provider = catalogue;
    const app = appWith();
    calls.length = 0;
    expect((await request(app).get('/')).text).toContain('First Light');
    // Its creator fixes the title, then makes the video private (404 to the server's reads).
    provider = (url) => {
      if (url.pathname === '/api/videos/featured') return json([video(ID, 'First Light, fixed')]);
      if (url.pathname === `/api/videos/${ID}`) return json({ message: 'Video not found' }, 404);
      return catalogue(url);
    };
    const again = await request(app).get('/');
    expect(again.text).toContain('First Light, fixed');
    expect(calls.filter((c) => c === '/api/videos/featured')).toHaveLength(2);
    const gone = await request(app).get(`/video/${ID}`);
    expect(gone.status).toBe(404);
    expect(gone.text).not.toContain('First Light');
  });

  it('keeps an unlisted item out of search engines: noindex in its page', async () => {
    provider = (url) =>
      url.pathname === `/api/videos/${ID}`
        ? json({ ...video(ID, 'By link only'), visibility: 'unlisted' })
        : catalogue(url);
    const res = await request(appWith()).get(`/video/${ID}`);
    expect(res.status).toBe(200);
    expect(metaContent(res.text, 'name', 'robots')).toBe('noindex');
    provider = catalogue;
    const listed = await request(appWith()).get(`/video/${ID}`);
    expect(metaContent(listed.text, 'name', 'robots')).toBeUndefined();
  });

  it('renders the sign-in and Premium pages, which read nothing, with their titles', async () => {
    provider = catalogue;
    const login = await request(appWith()).get('/login');
    expect(login.status).toBe(200);
    expect(login.text).toContain('<title>Sign In | Inkreel</title>');
    expect(metaContent(login.text, 'name', 'description')).toBe(
      'Sign in to upload, manage your wallet and support creators.',
    );
    expect(login.text).toMatch(/<form[^>]*class="auth-form"/);
    expect(login.text).toContain('id="inkreel-data"');
    const register = await request(appWith()).get('/register');
    expect(register.text).toContain('<title>Register | Inkreel</title>');
    const premium = await request(appWith()).get('/premium');
    expect(premium.text).toContain('<title>Premium | Inkreel</title>');
    expect(premium.text).toContain('id="premium-title"');
  });

  it("hands the provider's extension features over with every rendered page", async () => {
    provider = catalogue;
    const res = await request(appWith()).get('/');
    expect(handedReplies(res.text)['/api/extensions']).toEqual({ extensions: ['likes'] });
    // A provider with the specification's calls only offers none, and the page still renders.
    provider = (url) =>
      url.pathname === '/api/extensions' ? json({ message: 'Not found' }, 404) : catalogue(url);
    const specOnly = await request(appWith()).get(`/video/${ID}`);
    expect(specOnly.status).toBe(200);
    expect(handedReplies(specOnly.text)['/api/extensions']).toEqual({ extensions: [] });
  });

  it('answers 404 for a story that is missing or an address that names no kind of writing', async () => {
    provider = catalogue;
    const missing = await request(appWith()).get(`/stories/story/${MISSING}`);
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<h1>Story not found</h1>');
    const poem = await request(appWith()).get(`/stories/poem/${MISSING}`);
    expect(poem.text).toContain('<h1>Poem not found</h1>');
    expect((await request(appWith()).get(`/stories/essay/${ID}`)).status).toBe(404);
  });

  it('lets a shared cache keep a rendered page briefly, with an ETag answered by 304', async () => {
    provider = catalogue;
    const app = appWith();
    const first = await request(app).get(`/video/${ID}`);
    expect(first.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE);
    expect(first.headers['cache-control']).toContain('s-maxage=30');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"/);
    const again = await request(app)
      .get(`/video/${ID}`)
      .set('If-None-Match', etag ?? '');
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    // A page that changed gets a new tag, and the whole page.
    provider = (url) =>
      url.pathname === `/api/videos/${ID}` ? json(video(ID, 'Second Light')) : catalogue(url);
    const changed = await request(app)
      .get(`/video/${ID}`)
      .set('If-None-Match', etag ?? '');
    expect(changed.status).toBe(200);
    expect(changed.text).toContain('<title>Second Light | Inkreel</title>');
    // A request with credentials is answered for itself alone.
    const withToken = await request(app).get(`/video/${ID}`).set('Authorization', 'Bearer x');
    expect(withToken.headers['cache-control']).toBe('private, no-cache');
    // A list page too: the same for everyone.
    const list = await request(app).get('/videos');
    expect(list.text).toContain('id="inkreel-data"');
    expect(list.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE);
    // A missing item is not kept by a shared cache.
    const missing = await request(app).get(`/video/${MISSING}`);
    expect(missing.headers['cache-control']).toBe('no-cache');
  });

  it('names one canonical URL per page, keeping only what selects its content', async () => {
    provider = catalogue;
    const shared = await request(appWith()).get(`/video/${ID}?t=83s&utm_source=x&fbclid=abc`);
    const canonical = `https://inkreel.test/video/${ID}?t=83`;
    expect(shared.text).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(metaContent(shared.text, 'property', 'og:url')).toBe(canonical);
    const plain = await request(appWith()).get(`/video/${ID}?utm_campaign=y&t=soon`);
    expect(metaContent(plain.text, 'property', 'og:url')).toBe(`https://inkreel.test/video/${ID}`);
    const list = await request(appWith()).get('/videos?utm_source=x&page=3');
    expect(metaContent(list.text, 'property', 'og:url')).toBe('https://inkreel.test/videos');
    const poems = await request(appWith()).get('/stories?tab=poems&ref=mail');
    expect(metaContent(poems.text, 'property', 'og:url')).toBe(
      'https://inkreel.test/stories?tab=poems',
    );
  });

  it('previews drawn (SVG) artwork with the site PNG, and a poem with its title', async () => {
    provider = (url) =>
      url.pathname === `/api/audios/${TRACK_ID}`
        ? json({ ...track, artworkUrl: `/media/artwork/${TRACK_ID}.svg` })
        : url.pathname === `/api/poems/${ID}`
          ? json({
              _id: ID,
              title: 'Salt',
              content: 'The sea\nkeeps time.',
              tags: [],
              createdAt: track.createdAt,
              uploadedBy: uploader,
            })
          : catalogue(url);
    const page = await request(appWith()).get(`/audio/${TRACK_ID}`);
    expect(metaContent(page.text, 'property', 'og:image')).toBe(
      'https://inkreel.test/icons/icon-512.png',
    );
    const poem = await request(appWith()).get(`/stories/poem/${ID}`);
    expect(poem.status).toBe(200);
    expect(metaContent(poem.text, 'property', 'og:title')).toBe('Salt | Inkreel');
    expect(metaContent(poem.text, 'property', 'og:description')).toBe('The sea keeps time.');
  });

  it("renders the book reader's page around the book, with the book's head", async () => {
    provider = catalogue;
    const res = await request(appWith()).get(`/books/read/${book._id}?utm_source=x`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Small Hours | Inkreel</title>');
    expect(metaContent(res.text, 'property', 'og:title')).toBe('Small Hours | Inkreel');
    expect(metaContent(res.text, 'property', 'og:description')).toBe(
      'Small Hours by Ann Lee: read it on Inkreel.',
    );
    expect(metaContent(res.text, 'property', 'og:image')).toBe(
      `${API}/api/books/cover/${book._id}`,
    );
    expect(metaContent(res.text, 'property', 'og:url')).toBe(
      `https://inkreel.test/books/read/${book._id}`,
    );
    // The page around the book: its title and author, and the place its first page will take
    // (the browser draws the book from its file); the data it hydrates from comes with it.
    expect(res.text).toContain('<h1 class="reader-title">Small Hours</h1>');
    expect(res.text).toContain('<p class="reader-author">Ann Lee</p>');
    expect(res.text).toContain('<div class="reader-frame is-waiting">');
    expect(res.text).toContain('id="inkreel-data"');
    expect(res.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE);
    // A provider without the book's entry (an extension): the shell as before.
    provider = (url) =>
      url.pathname.startsWith('/api/books/') && url.pathname !== '/api/books/random'
        ? json({ message: 'Not found' }, 404)
        : catalogue(url);
    const specOnly = await request(appWith()).get(`/books/read/${book._id}`);
    expect(specOnly.status).toBe(200);
    expect(specOnly.text).toContain('<title>Inkreel</title>');
  });

  it('leaves signed-in pages client-rendered', async () => {
    provider = catalogue;
    const res = await request(appWith()).get('/wallet');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('serves /robots.txt and a /sitemap.xml of the catalogue', async () => {
    provider = catalogue;
    const robots = await request(appWith()).get('/robots.txt');
    expect(robots.text).toContain('Sitemap: https://inkreel.test/sitemap.xml');
    expect(robots.text).toContain('Disallow: /wallet');
    const sitemap = await request(appWith()).get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.text).toContain(`<loc>https://inkreel.test/video/${ID}</loc>`);
    expect(sitemap.text).toContain(`<loc>https://inkreel.test/audio/${TRACK_ID}</loc>`);
    expect(sitemap.text).toContain('<loc>https://inkreel.test/videos</loc>');
    expect(sitemap.text).toContain(`<loc>https://inkreel.test/books/read/${book._id}</loc>`);
  });
});
