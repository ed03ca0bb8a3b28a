#!/usr/bin/env node
// Screenshots of every page, for a person to look at (issue 34): each page at 320, 1024 and 1440
// px, in the dark and the light theme, signed in where the page needs it. It starts nothing: give
// it the client's URL of a running product (`npm start`, or a built client and the mock provider)
// and, when the provider is on another origin, its URL for the sign-in and the catalogue ids.
//
//   node scripts/screenshots.mjs http://localhost:5173 [--api http://localhost:4000]
//        [--out /tmp/shots] [--only wallet,premium] [--widths 320,1024,1440]
//
// Pages are loaded at the width they are taken at (no resize), with the viewport's full page.
// The seeded demo account signs in through the API; `verify pending` is shown as registering
// leaves it (its session keys), `reset password` with a link that is not valid.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

/* global document, location, HTMLImageElement -- the callbacks below run in the page */

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    api: { type: 'string' },
    out: { type: 'string', default: '/tmp/shots' },
    only: { type: 'string' },
    widths: { type: 'string', default: '320,1024,1440' },
  },
});
const base = positionals[0];
if (!base) {
  console.error('usage: node scripts/screenshots.mjs <client URL> [--api <provider URL>]');
  process.exit(2);
}
const api = values.api ?? base;
const widths = values.widths.split(',').map(Number);
const only = values.only ? new Set(values.only.split(',')) : null;
mkdirSync(values.out, { recursive: true });

/** @param {string} route */
async function getJson(route) {
  const res = await fetch(new URL(route, api));
  if (!res.ok) throw new Error(`${route}: ${res.status}`);
  return res.json();
}

const videos = await getJson('/api/videos?page=1');
const audios = await getJson('/api/audios/random');
const books = await getJson('/api/books/random');
const stories = await getJson('/api/stories?page=1');
const poems = await getJson('/api/poems?page=1');
const list = (/** @type {any} */ reply, /** @type {string} */ key) =>
  Array.isArray(reply) ? reply : reply[key];
const pdf = books.find((/** @type {{ format?: string }} */ b) => (b.format ?? 'pdf') === 'pdf');
const missing = '000000000000000000000000';

const login = await fetch(new URL('/api/auth/login', api), {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'demo@example.com', password: 'demo-password' }),
});
if (!login.ok) throw new Error(`demo sign-in: ${login.status}`);
const session = await login.json();

/**
 * name, path, who sees it ('in' signed in, 'out' a visitor), and what shows once it has loaded.
 * @type {{ name: string; path: string; as: 'in' | 'out'; ready?: string }[]}
 */
const pages = [
  { name: 'home', path: '/', as: 'out', ready: 'main h1' },
  { name: 'home-signed-in', path: '/', as: 'in', ready: 'main h1' },
  { name: 'videos', path: '/videos', as: 'out', ready: 'main .media-card-title' },
  { name: 'video', path: `/video/${list(videos, 'videos')[0]._id}`, as: 'in', ready: 'main h1' },
  { name: 'audio', path: '/audio', as: 'out', ready: 'main .media-card-title' },
  { name: 'audio-detail', path: `/audio/${audios[0]._id}`, as: 'in', ready: 'main h1' },
  { name: 'books', path: '/books', as: 'out', ready: 'main .media-card-title' },
  { name: 'book-reader', path: `/books/read/${pdf._id}`, as: 'out', ready: '.reader-page canvas' },
  { name: 'stories', path: '/stories', as: 'out', ready: 'main h1' },
  {
    name: 'story',
    path: `/stories/story/${list(stories, 'stories')[0]._id}`,
    as: 'out',
    ready: 'main h1',
  },
  {
    name: 'poem',
    path: `/stories/poem/${list(poems, 'poems')[0]._id}`,
    as: 'out',
    ready: 'main h1',
  },
  { name: 'search', path: '/search?q=sea', as: 'out', ready: 'main h1' },
  { name: 'search-none', path: '/search?q=qwertyzz', as: 'out', ready: 'main h1' },
  { name: 'login', path: '/login', as: 'out', ready: 'main h1' },
  { name: 'register', path: '/register', as: 'out', ready: 'main h1' },
  { name: 'verify-pending', path: '/verification-pending', as: 'out', ready: 'main h1' },
  { name: 'forgot-password', path: '/forgot-password', as: 'out', ready: 'main h1' },
  { name: 'reset-password', path: '/reset-password/not-a-real-token', as: 'out', ready: 'main h1' },
  { name: 'wallet', path: '/wallet', as: 'in', ready: 'main table' },
  { name: 'upload', path: '/upload', as: 'in', ready: 'main h1' },
  { name: 'my-uploads', path: '/my-uploads', as: 'in', ready: 'main h1' },
  { name: 'account', path: '/account', as: 'in', ready: 'main h1' },
  { name: 'premium', path: '/premium', as: 'out', ready: '.plan-price' },
  { name: 'downloads', path: '/downloads', as: 'in', ready: 'main h1' },
  {
    name: 'video-missing',
    path: `/video/${missing}`,
    as: 'out',
    ready: 'main h1, main [role=alert]',
  },
  {
    name: 'book-missing',
    path: `/books/read/${missing}`,
    as: 'out',
    ready: 'main h1, main [role=alert]',
  },
  { name: 'unknown-path', path: '/no-such-page', as: 'out', ready: 'main h1' },
  // Issue 53's pages (a provider without them shows its not-found page there).
  {
    name: 'creator',
    path: `/creator/${list(videos, 'videos')[0].uploadedBy._id}`,
    as: 'in',
    ready: 'main .media-card-title',
  },
  { name: 'following', path: '/following', as: 'in', ready: 'main h1' },
  { name: 'liked', path: '/liked', as: 'in', ready: 'main h1' },
  { name: 'notifications', path: '/notifications', as: 'in', ready: 'main .notification' },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const problems = [];
try {
  for (const theme of ['dark', 'light']) {
    for (const as of ['out', 'in']) {
      // One context per theme and visitor (a new one per shot is slow on a busy machine).
      const context = await browser.newContext({ viewport: { width: 1024, height: 900 } });
      await context.addInitScript(
        ({ theme: value, data }) => {
          localStorage.setItem('theme', value);
          // The sign-in of the e2e fixtures: a stored session, as the login page leaves it.
          if (data && !localStorage.getItem('token')) {
            localStorage.setItem('auth_data', JSON.stringify(data));
            localStorage.setItem('token', data.token);
          }
          // What registering leaves for the verification pending page.
          if (location.pathname === '/verification-pending') {
            sessionStorage.setItem('pendingVerification', 'true');
            sessionStorage.setItem('pendingVerificationEmail', 'new@example.com');
          }
        },
        { theme, data: as === 'in' ? session : null },
      );
      const page = await context.newPage();
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        for (const entry of pages) {
          if (entry.as !== as || (only && !only.has(entry.name))) continue;
          const file = path.join(values.out, `${entry.name}-${theme}-${width}.png`);
          try {
            await shoot(page, entry, file);
            const overflow = await page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            );
            if (overflow > 0) {
              problems.push(`${entry.name} ${theme} ${width}: ${overflow} px sideways`);
            }
            console.log(file);
          } catch (error) {
            await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
            problems.push(`${entry.name} ${theme} ${width}: ${String(error).split('\n')[0]}`);
          }
        }
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}

/**
 * Loads the page, waits for its content, images and fonts, and takes the whole page.
 * @param {import('playwright-core').Page} page
 * @param {{ path: string; ready?: string }} entry
 * @param {string} file
 */
async function shoot(page, entry, file) {
  await page.goto(new URL(entry.path, base).href);
  if (entry.ready) await page.locator(entry.ready).first().waitFor({ timeout: 30_000 });
  // A full-page picture shows what is below the window too: lazy images load now. Not network
  // idle: the realtime socket keeps the network busy.
  await page.evaluate(() => {
    for (const img of document.querySelectorAll('img[loading="lazy"]')) {
      if (img instanceof HTMLImageElement) img.loading = 'eager';
    }
  });
  await page
    .waitForFunction(
      () => document.fonts.status === 'loaded' && [...document.images].every((i) => i.complete),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  // The page's fade-in.
  await page.waitForTimeout(400);
  await page.screenshot({ path: file, fullPage: true });
}

for (const problem of problems) console.error(problem);
process.exitCode = problems.length > 0 ? 1 : 0;
