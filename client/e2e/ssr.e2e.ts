import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { expect, test as base } from './fixtures';
import { seeded, setCurrentTime, waitForMetadata } from './support/catalogue';
import { buildDir, freePort } from './support/servers';
import { waitForWorker } from './support/service-worker';

// Public pages rendered by the production web server (issue 33): what a link unfurler reads
// without JavaScript, and a browser hydrating the video page. Each worker starts one production
// server of the run's build (dist-server beside dist-ssr) in front of its provider, in both
// projects (same-origin's own client is `vite preview`, which renders nothing), with a provider
// wait long enough for a busy machine: the journey is about what a rendered page carries.

const VIDEO = seeded('videos', 'first-light');
const TRACK = seeded('audios', 'night-train');
const BOOK = seeded('books', 'the-lighthouse-keeper-of-vell');
const EPUB = seeded('books', 'the-night-bakery');

const test = base.extend<object, { ssrURL: string }>({
  ssrURL: [
    async ({ servers }, use) => {
      const port = await freePort();
      const child = spawn(process.execPath, [path.join(buildDir(), 'dist-server', 'main.js')], {
        env: {
          ...process.env,
          PORT: String(port),
          DIST_DIR: servers.distDir,
          API_BASE_URL: servers.apiURL,
          SSR_TIMEOUT_MS: '5000',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const url = `http://localhost:${port}`;
      for (let tries = 0; ; tries += 1) {
        const up = await fetch(`${url}/healthz`).then(
          (res) => res.ok,
          () => false,
        );
        if (up) break;
        if (tries > 200 || child.exitCode !== null) throw new Error('SSR server did not start');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await use(url);
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    },
    { scope: 'worker' },
  ],
});

/**
 * This worker's provider lets in its own client's origin, not this server's: its replies (a book's
 * file, which the browser fetches with credentials) are handed over as that provider would to it.
 */
async function admitThisServer(page: Page, apiURL: string, ssrURL: string): Promise<void> {
  await page.route(`${apiURL}/**`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: {
        ...response.headers(),
        'access-control-allow-origin': ssrURL,
        'access-control-allow-credentials': 'true',
      },
    });
  });
}

/** Every class a selector of the build's stylesheets names (`.a .b:hover` names a and b). */
function classesStyledByTheBuild(): Set<string> {
  const assets = path.join(buildDir(), 'dist', 'assets');
  const classes = new Set<string>();
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.css'))) {
    const css = readFileSync(path.join(assets, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const [, selectors = ''] of css.matchAll(/([^{};]+)\{/g)) {
      for (const [, name = ''] of selectors.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)) classes.add(name);
    }
  }
  return classes;
}

/** A call to the provider as `token` (Node's fetch keeps no cookies: no XSRF header needed). */
async function callAs(apiURL: string, token: string, method: string, path: string, body: unknown) {
  const res = await fetch(`${apiURL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.ok, `${method} ${path}: ${res.status}`).toBe(true);
  return (await res.json()) as { _id: string };
}

/** React's production hydration errors (#418 mismatch, #419/#423 boundary re-rendered, #425 text). */
const HYDRATION_ERROR = /hydrat|Minified React error #4(18|19|23|25)/i;

const meta = (html: string, attribute: string, key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];

test.describe('server-rendered public pages', { tag: '@cross-origin' }, () => {
  test('a video link previews with its title, image and card, without JavaScript', async ({
    request,
    ssrURL,
  }) => {
    const res = await request.get(`${ssrURL}/video/${VIDEO.id}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const body = html.slice(html.indexOf('<body'));
    expect(body).toMatch(new RegExp(`<h1[^>]*>${VIDEO.title}</h1>`));
    expect(meta(html, 'property', 'og:title')).toBe(`${VIDEO.title} | Inkreel`);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    const image = meta(html, 'property', 'og:image') ?? '';
    expect(image).toMatch(/^https?:\/\//);
    const picture = await request.get(image);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toMatch(/^image\//);
  });

  test('the home page carries the featured titles, a track page its track', async ({
    request,
    ssrURL,
    apiURL,
  }) => {
    const featured = (await (await request.get(`${apiURL}/api/videos/featured`)).json()) as {
      title: string;
    }[];
    expect(featured.length).toBeGreaterThan(0);
    const home = await (await request.get(`${ssrURL}/`)).text();
    for (const video of featured.slice(0, 4)) expect(home).toContain(video.title);
    const track = await request.get(`${ssrURL}/audio/${TRACK.id}`);
    expect(track.status()).toBe(200);
    const page = await track.text();
    expect(page).toContain(`<title>${TRACK.title} | Inkreel</title>`);
    expect(page).toMatch(new RegExp(`<h1[^>]*>${TRACK.title}</h1>`));
    expect(meta(page, 'property', 'og:audio')).toMatch(/^https?:\/\/.+\/api\//);
  });

  test('a missing video answers 404 with its not-found page', async ({ request, ssrURL }) => {
    const res = await request.get(`${ssrURL}/video/ffffffffffffffffffffffff`);
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain('Video not found');
  });

  test('a public playlist previews with its title, cover and oEmbed; a private one is 404', async ({
    request,
    ssrURL,
    apiURL,
    provider,
  }) => {
    const account = await provider.createVerifiedAccount();
    const call = (method: string, path: string, body: unknown) =>
      callAs(apiURL, account.token, method, path, body);
    const list = await call('POST', '/api/playlists', { title: 'Night bus', visibility: 'public' });
    await call('POST', `/api/playlists/${list._id}/items`, { kind: 'audio', id: TRACK.id });
    const res = await request.get(`${ssrURL}/playlist/${list._id}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html.slice(html.indexOf('<body'))).toMatch(/<h1[^>]*>Night bus<\/h1>/);
    expect(html).toContain(TRACK.title);
    expect(meta(html, 'property', 'og:title')).toBe('Night bus | Inkreel');
    expect(meta(html, 'property', 'og:image')).toMatch(/^https?:\/\/.+\/api\/media\//);
    const oembed = await request.get(`${ssrURL}/oembed`, {
      params: { url: `${ssrURL}/playlist/${list._id}` },
    });
    expect(await oembed.json()).toMatchObject({ type: 'link', title: 'Night bus' });

    await call('PATCH', `/api/playlists/${list._id}`, { visibility: 'private' });
    const hidden = await request.get(`${ssrURL}/playlist/${list._id}`);
    expect(hidden.status()).toBe(404);
    expect(await hidden.text()).toContain('Playlist not found');
  });

  test('the video page hydrates cleanly and asks for nothing it came with', async ({
    page,
    ssrURL,
  }) => {
    // A video page in a browser on a shared 2-core machine: its player loads media meanwhile.
    test.slow();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (HYDRATION_ERROR.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // The video and its recommendations came with the HTML: neither is read again.
    const handedOverGets: string[] = [];
    page.on('request', (req) => {
      const { pathname } = new URL(req.url());
      if (
        req.method() === 'GET' &&
        (pathname === `/api/videos/${VIDEO.id}` ||
          pathname === `/api/videos/recommendations/${VIDEO.id}`)
      ) {
        handedOverGets.push(req.url());
      }
    });
    // The page's scripts come as the build's brotli copies (server/app.ts, decision 0281).
    const scriptEncodings: Promise<[string, string | undefined]>[] = [];
    page.on('response', (res) => {
      const { pathname } = new URL(res.url());
      if (/^\/assets\/[^/]+\.js$/.test(pathname)) {
        scriptEncodings.push(
          res.allHeaders().then((headers) => [pathname, headers['content-encoding']]),
        );
      }
    });
    const afterPlayer = page.waitForResponse((res) =>
      /\/assets\/video-page-more-[\w-]+\.js$/.test(res.url()),
    );
    const response = await page.goto(`${ssrURL}/video/${VIDEO.id}`, {
      waitUntil: 'domcontentloaded',
    });
    await expect(page.getByRole('heading', { name: VIDEO.title, level: 1 })).toBeVisible();
    // The actions under the video, the owner's controls and the recommendations load after the
    // player (decision 0446): the HTML names none of their code, the page asks for it once it
    // runs. The server's row of actions is disabled until it has hydrated, then answers.
    const html = (await response?.text()) ?? '';
    expect(html).not.toMatch(/video-page-more-[\w-]+\.js/);
    expect(html).toMatch(/<fieldset class="page-actions" disabled="">/);
    await afterPlayer;
    const share = page.getByRole('button', { name: 'Share', exact: true });
    await share.click();
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    await share.click();
    await expect(share).toHaveAttribute('aria-expanded', 'false');
    // Hydrated: the server sends the phone's navigation bar, and the app's layout effect measures
    // the wide window and unfolds it (app/use-navbar-fit.ts); markup alone would stay folded.
    await expect(page.locator('header.navbar')).not.toHaveClass(/navbar-compact/);
    await expect(page).toHaveTitle(`${VIDEO.title} | Inkreel`);
    // Opening a recommended video reads that video: a read made while hydrating, had there been
    // one, left before it. (The provider does not list this server's origin, so the browser's
    // reads fail here; the journey counts requests, not replies.)
    const recommended = page.getByRole('region', { name: 'Recommended videos' });
    await expect(recommended.getByRole('listitem').first()).toBeVisible();
    const next = recommended.getByRole('link').first();
    const nextPath = new URL((await next.getAttribute('href')) ?? '', ssrURL).pathname;
    const nextRead = page.waitForRequest(
      (req) => new URL(req.url()).pathname === nextPath.replace('/video/', '/api/videos/'),
    );
    await next.click();
    await nextRead;
    expect(handedOverGets).toEqual([]);
    // The entry and the shared chunk are brotli copies; files under 1 KB come as they are.
    const encodings = new Map(await Promise.all(scriptEncodings));
    const big = [...encodings].filter(([file]) => /^\/assets\/(index|shared)-/.test(file));
    expect(big).toHaveLength(2);
    expect(big.filter(([, encoding]) => encoding !== 'br')).toEqual([]);
    expect([...encodings.values()].filter((encoding) => encoding === 'gzip')).toEqual([]);
    // The hydration itself: the comments' preview (no observer on the server) once made it #418.
    expect(problems).toEqual([]);
  });

  test("a track's page plays before its queue's code, and hands the track to the mini player", async ({
    page,
    ssrURL,
  }) => {
    // docs/decisions/0451: the queue and the play count load after the player, not with the HTML.
    const queueCode = /\/assets\/(track-queue|queue|use-playback-report)-[\w-]{8}\.js/;
    const queueLoaded = page.waitForResponse((res) => queueCode.test(res.url()));
    const response = await page.goto(`${ssrURL}/audio/${TRACK.id}`, {
      waitUntil: 'domcontentloaded',
    });
    expect((await response?.text()) ?? '').not.toMatch(queueCode);
    await expect(page.getByRole('heading', { name: TRACK.title, level: 1 })).toBeVisible();
    await waitForMetadata(page, 'audio');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await queueLoaded;
    // Played here, the track is the queue's: Previous answers, and leaving the page hands it to
    // the mini player, still playing.
    await expect(page.getByRole('button', { name: 'Previous track' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    await page.getByRole('link', { name: 'Books', exact: true }).first().click();
    const bar = page.getByRole('region', { name: 'Now playing' });
    await expect(bar).toContainText(TRACK.title);
    await expect(bar.getByRole('button', { name: 'Pause' })).toBeVisible();
  });

  test("a book's comments wait for the reader on a phone: their live thread loads once scrolled to", async ({
    page,
    ssrURL,
    apiURL,
  }) => {
    // docs/decisions/0453: under a phone's reader the comments' heading peeks in at the bottom;
    // the page draws the book without the thread's code (its forms, socket and contracts), and
    // the thread comes when the reader scrolls to it.
    await page.setViewportSize({ width: 412, height: 823 });
    await admitThisServer(page, apiURL, ssrURL);
    const scripts: string[] = [];
    page.on('request', (req) => {
      const { pathname } = new URL(req.url());
      if (/^\/assets\/[^/]+\.js$/.test(pathname)) scripts.push(pathname);
    });
    const thread = /^\/assets\/comments-section-[\w-]+\.js$/;
    const contracts = /^\/assets\/contracts-[\w-]+\.js$/;
    await page.goto(`${ssrURL}/books/read/${BOOK.id}`, { waitUntil: 'load' });
    await page.waitForFunction(
      () => (document.querySelector<HTMLCanvasElement>('.reader-page canvas')?.width ?? 0) > 0,
    );
    await page.waitForLoadState('networkidle');
    const comments = page.locator('#comments');
    await expect(comments.getByRole('heading', { level: 2 })).toBeAttached();
    expect(scripts.filter((script) => thread.test(script) || contracts.test(script))).toEqual([]);
    // Nothing of the thread's but its heading is on screen yet.
    const top = await comments.evaluate((section) => section.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(823 * 0.8);

    const threadLoaded = page.waitForRequest((req) => thread.test(new URL(req.url()).pathname));
    await comments.scrollIntoViewIfNeeded();
    await threadLoaded;
    await expect(comments.getByRole('link', { name: 'Sign in to comment' })).toBeVisible();
  });

  test('the video, music and book lists name no schema: their reads bring the contracts', async ({
    request,
    ssrURL,
  }) => {
    // docs/decisions/0452: the lists' reads, the like button and the extension check load their
    // calls' contracts when they run; the HTML names neither zod's chunk nor the small contracts.
    for (const path of ['/videos', '/books', '/audio']) {
      const html = await (await request.get(`${ssrURL}${path}`)).text();
      expect(html, path).toMatch(/class="media-card/);
      expect(html, path).not.toMatch(/\/assets\/(contracts|contract-leaves)-[\w-]{8}\.js/);
    }
  });

  test('the home page hydrates with no schema, and the first call brings the contracts', async ({
    page,
    ssrURL,
  }) => {
    // docs/decisions/0448: the first page's code names its calls' contracts through a dynamic
    // import, so zod and the schemas load with the first request, not with `/`.
    const scripts: string[] = [];
    const apiCalls: string[] = [];
    const withZod: Promise<string | undefined>[] = [];
    page.on('request', (req) => {
      const { pathname } = new URL(req.url());
      if (/^\/assets\/[^/]+\.js$/.test(pathname)) scripts.push(pathname);
      if (pathname.startsWith('/api/') && req.resourceType() === 'fetch') apiCalls.push(pathname);
    });
    // zod's schemas keep their internals under `_zod`, a name minifying does not touch.
    const readScript = (res: Response) => {
      const { pathname } = new URL(res.url());
      if (/^\/assets\/[^/]+\.js$/.test(pathname)) {
        withZod.push(res.text().then((code) => (code.includes('._zod') ? pathname : undefined)));
      }
    };
    page.on('response', readScript);
    await page.goto(`${ssrURL}/`, { waitUntil: 'load' });
    await expect(page.getByRole('heading', { name: 'Featured Content' })).toBeVisible();
    // Hydrated: the app's layout effect unfolds the bar the server sent folded.
    await expect(page.locator('header.navbar')).not.toHaveClass(/navbar-compact/);
    await page.waitForLoadState('networkidle');
    const contracts = /^\/assets\/(contracts|first-page-contracts)-[\w-]+\.js$/;
    expect(apiCalls).toEqual([]);
    expect(scripts.filter((script) => contracts.test(script))).toEqual([]);
    page.off('response', readScript);
    expect((await Promise.all(withZod)).filter(Boolean)).toEqual([]);

    // The Videos page asks the provider for its list: its contract and zod come first.
    const contractsLoaded = page.waitForRequest((req) =>
      contracts.test(new URL(req.url()).pathname),
    );
    const listAsked = page.waitForRequest(
      (req) => new URL(req.url()).pathname === '/api/videos' && req.resourceType() === 'fetch',
    );
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Videos', exact: true })
      .click();
    await contractsLoaded;
    await listAsked;
  });

  // A part the server renders but whose code (and so its stylesheet) loads later was drawn bare
  // until then, and for good without JavaScript: the chapters as grey buttons in Arial.
  for (const { book, kind, place, drawn, pdfjs } of [
    {
      book: BOOK,
      kind: 'A PDF',
      place: '<div class="reader-frame is-waiting">',
      drawn: '.reader-page canvas',
      pdfjs: true,
    },
    {
      book: EPUB,
      kind: 'An EPUB',
      place: '<div class="ebook-stage">',
      drawn: '.ebook-host foliate-view',
      pdfjs: false,
    },
  ]) {
    test(`${kind}'s reader comes around the book, and nothing moves as a phone draws it`, async ({
      browser,
      ssrURL,
      apiURL,
    }) => {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await admitThisServer(page, apiURL, ssrURL);
      // Each layout shift, and whether it moved this page's own elements (a shift inside the
      // EPUB's frame, foliate's, names no node here).
      await page.addInitScript(() => {
        const shifts: { value: number; ours: boolean }[] = [];
        (window as unknown as { shifts: typeof shifts }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const shift = entry as unknown as { value: number; sources: { node: Node | null }[] };
            shifts.push({ value: shift.value, ours: shift.sources.some((s) => s.node !== null) });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // pdf.js (its viewer and library, over 600 KB) only for a PDF: an EPUB's entry, which the
      // server's render carries, says so before the file is asked for.
      const scripts: string[] = [];
      page.on('request', (req) => {
        const { pathname } = new URL(req.url());
        if (/^\/assets\/.+\.m?js$/.test(pathname)) scripts.push(pathname);
      });
      const res = await page.goto(`${ssrURL}/books/read/${book.id}`);
      const html = (await res?.text()) ?? '';
      expect(html).toContain(`<h1 class="reader-title">${book.title}</h1>`);
      // The book's place: a PDF page's, or an EPUB's page and bar.
      expect(html).toContain(place);
      await expect(page.locator(drawn)).toBeVisible({ timeout: 20_000 });
      // A PDF's frame let go of its place once the page was drawn; an EPUB shows where it opened.
      await expect(page.locator('.reader-frame')).not.toHaveClass(/is-waiting/);
      await page.waitForTimeout(1_000);
      const shifts = await page.evaluate(
        () => (window as unknown as { shifts: { value: number; ours: boolean }[] }).shifts,
      );
      const moved = shifts.filter((shift) => shift.ours);
      expect(moved.reduce((sum, shift) => sum + shift.value, 0)).toBeLessThan(0.005);
      expect(scripts.some((script) => /^\/assets\/pdf(-viewer)?-[\w-]+\.js$/.test(script))).toBe(
        pdfjs,
      );
      // Nor the MOBI reader for an EPUB (decision 0453): each format loads its own.
      expect(scripts.filter((script) => /^\/assets\/mobi-[\w-]+\.js$/.test(script))).toEqual([]);
      await context.close();
    });
  }

  test('a sign-in page drawn before all its HTML has come does not move when the rest comes', async ({
    browser,
    ssrURL,
  }) => {
    // A phone on a slow network draws a page as its HTML arrives. The panel that a phone shows
    // above the form came after it in the page: drawn without it, the form moved down by 170 px
    // when it came (Lighthouse measured 0.163 on /login).
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 412, height: 823 },
    });
    const page = await context.newPage();
    for (const path of ['/login', '/register']) {
      const whole = await (await fetch(`${ssrURL}${path}`)).text();
      const card = whole.indexOf('<section class="auth-card"');
      expect(card, path).toBeGreaterThan(0);
      // The page as far as the form's card: what may be drawn before the rest arrives.
      const early = whole.slice(0, whole.indexOf('</section>', card) + '</section>'.length);
      await page.route(`${ssrURL}${path}`, (route) =>
        route.fulfill({ contentType: 'text/html', body: early }),
      );
      await page.goto(`${ssrURL}${path}`);
      const before = await page.locator('.auth-card').boundingBox();
      await page.unrouteAll();
      await page.goto(`${ssrURL}${path}`);
      const after = await page.locator('.auth-card').boundingBox();
      expect(before?.y, path).toBe(after?.y);
    }
    await context.close();
  });

  test('styles every class of its markup with the stylesheets it links, without JavaScript', async ({
    browser,
    ssrURL,
  }) => {
    const styled = classesStyledByTheBuild();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const unstyled: string[] = [];
    for (const path of [
      '/',
      `/video/${VIDEO.id}`,
      `/audio/${TRACK.id}`,
      `/books/read/${BOOK.id}`,
    ]) {
      await page.goto(`${ssrURL}${path}`, { waitUntil: 'load' });
      const { used, loaded } = await page.evaluate(() => {
        const inSheets = new Set<string>();
        const walk = (rules: CSSRuleList) => {
          for (const rule of Array.from(rules)) {
            if (rule instanceof CSSStyleRule) {
              for (const [, name = ''] of rule.selectorText.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)) {
                inSheets.add(name);
              }
            }
            if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
          }
        };
        for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
        const inMarkup = new Set(
          Array.from(document.querySelectorAll('[class]')).flatMap((el) =>
            Array.from(el.classList),
          ),
        );
        return { used: [...inMarkup], loaded: [...inSheets] };
      });
      const linked = new Set(loaded);
      for (const name of used) {
        if (styled.has(name) && !linked.has(name)) unstyled.push(`${path}: .${name}`);
      }
    }
    await context.close();
    expect(unstyled).toEqual([]);
  });

  test('every kind of public page hydrates cleanly for a visitor signed in, with stored choices', async ({
    page,
    ssrURL,
    apiURL,
    provider,
    loginViaApi,
  }) => {
    // Fifteen pages in a browser on a shared 2-core machine.
    test.slow();
    const account = await provider.createVerifiedAccount();
    const list = await callAs(apiURL, account.token, 'POST', '/api/playlists', {
      title: 'Morning walk',
      visibility: 'public',
    });
    await callAs(apiURL, account.token, 'POST', `/api/playlists/${list._id}/items`, {
      kind: 'video',
      id: VIDEO.id,
    });
    const read = async <T>(path: string) => (await (await fetch(`${apiURL}${path}`)).json()) as T;
    const video = await read<{ uploadedBy: { _id: string } }>(`/api/videos/${VIDEO.id}`);
    const [story] = (await read<{ stories: { _id: string }[] }>('/api/stories')).stories;
    const [poem] = (await read<{ poems: { _id: string }[] }>('/api/poems')).poems;
    // The server renders every page as for a visitor; this browser has a session, a queue playing
    // this video, a reading size and a speed. Each must wait for its page to hydrate: the session
    // is restored before the page's own part hydrates (a creator's page once hydrated signed in).
    await loginViaApi(account.email, account.password);
    await page.addInitScript((videoId) => {
      const entry = { entryId: 'e1', kind: 'video', id: videoId, title: 'Queued', creator: 'Ada' };
      const queue = { items: [{ ...entry, available: true }], current: 'e1', position: 0 };
      const rest = { shuffle: false, unshuffled: null, repeat: 'off', autoplay: false };
      localStorage.setItem('inkreel:queue', JSON.stringify({ ...queue, ...rest }));
      localStorage.setItem('inkreel:playback-rate', '1.5');
      const reading = { size: 4, spacing: 'relaxed', width: 'wide', font: 'sans', theme: 'sepia' };
      localStorage.setItem('inkreel:reader-settings', JSON.stringify(reading));
    }, VIDEO.id);
    const problems: string[] = [];
    let at = '';
    page.on('console', (message) => {
      if (HYDRATION_ERROR.test(message.text())) problems.push(`${at}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${at}: ${error.message}`));
    const pages = [
      '/',
      '/videos',
      `/video/${VIDEO.id}`,
      '/audio',
      `/audio/${TRACK.id}`,
      '/books',
      `/books/read/${BOOK.id}`,
      '/stories',
      `/stories/story/${story?._id}`,
      `/stories/poem/${poem?._id}`,
      `/creator/${video.uploadedBy._id}`,
      `/playlist/${list._id}`,
      '/search?q=light',
      '/login',
      '/register',
      '/premium',
    ];
    for (const path of pages) {
      at = path;
      const res = await page.goto(`${ssrURL}${path}`, { waitUntil: 'load' });
      expect(res?.status(), path).toBe(200);
      // A search's results come with the page (not drawn by the browser after it).
      if (path.startsWith('/search')) expect(await res?.text()).toContain('class="featured-card');
      // The shell hydrated (its layout effect unfolds the bar), then the page's own part, which
      // React hydrates after it: the browser idle again.
      await expect(page.locator('header.navbar')).not.toHaveClass(/navbar-compact/);
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      // Hydrated, a page shows what this browser keeps: its queue and speed, its session.
      if (path.startsWith('/video/')) {
        await expect(page.getByRole('group', { name: 'Queue' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Speed 1.5×' })).toBeVisible();
      }
      if (path === '/login') await expect(page).toHaveURL(`${ssrURL}/`);
    }
    expect(problems).toEqual([]);
  });
});

test.describe('a returning visitor', { tag: '@cross-origin' }, () => {
  test.use({ serviceWorkers: 'allow', viewport: { width: 412, height: 823 } });

  test('gets each page rendered by the web server, nothing moving, and the cached app offline', async ({
    page,
    context,
    ssrURL,
  }) => {
    // The first visit installs the service worker, which then answers every navigation, and
    // leaves the video part way: the next visit offers to resume it.
    await page.goto(`${ssrURL}/video/${VIDEO.id}`);
    await waitForWorker(page);
    await waitForMetadata(page, 'video');
    await page.evaluate(() => document.querySelector('video')?.pause());
    await setCurrentTime(page, 'video', 8);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('inkreel:resume:media') ?? ''))
      .toMatch(/"[^"]+":8[,}]/);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });

    // Back again: the page comes from the web server through the worker, with its content (the
    // shell it once sent instead was drawn empty, then filled in: the page moved by 0.07).
    const again = await page.goto(`${ssrURL}/video/${VIDEO.id}`, { waitUntil: 'load' });
    expect(again?.fromServiceWorker()).toBe(true);
    expect(await again?.text()).toContain(VIDEO.title);
    await expect(page.getByRole('heading', { name: VIDEO.title, level: 1 })).toBeVisible();
    // "Resume from" comes from this browser after the page is drawn, over the picture: it moves
    // nothing (under the player it moved the page by 0.05 on this window).
    await expect(page.getByText('Resume from 0:08')).toBeVisible();
    await page.waitForTimeout(1500);
    const moved = await page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(moved).toBeLessThan(0.005);

    // A track left part way: its note sits over the artwork, and nothing moves either.
    const song = seeded('audios', 'four-chords');
    await page.goto(`${ssrURL}/audio/${song.id}`);
    await waitForMetadata(page, 'audio');
    await setCurrentTime(page, 'audio', 14);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('inkreel:resume:media') ?? ''))
      .toMatch(/"[^"]+":14[,}]/);
    await page.goto(`${ssrURL}/audio/${song.id}`, { waitUntil: 'load' });
    await expect(page.getByText('Resume from 0:14')).toBeVisible();
    await page.waitForTimeout(1500);
    const trackMoved = await page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(trackMoved).toBeLessThan(0.005);

    // Offline, a page never seen opens the app from the worker's cache (the shell), which says so.
    // (A page seen a moment ago may come from the browser's own cache: its stale-while-revalidate.)
    await context.setOffline(true);
    const offline = await page.goto(`${ssrURL}/audio/${TRACK.id}`);
    expect(offline?.fromServiceWorker()).toBe(true);
    expect(await offline?.text()).not.toContain(TRACK.title);
    await expect(page.getByText(/You are offline/)).toBeVisible();
    await context.setOffline(false);
  });
});
