import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiURL, launchBrowser, newPage } from './support/browser';
import { layoutProblems, resizeTo } from './support/layout-check';
import { DEMO_USER, loginViaApi } from './support/session';

// Every 40 px from a small phone to a wide desktop.
const WIDTHS = Array.from({ length: 41 }, (_, i) => 320 + i * 40);

interface Stop {
  path: string;
  /** Something that is there once the page has its content. */
  ready: (page: Page) => Locator;
  signedInOnly?: boolean;
}

const getJson = async <T>(path: string): Promise<T> =>
  (await (await fetch(`${apiURL()}${path}`)).json()) as T;

async function stops(): Promise<Stop[]> {
  const videos = await getJson<{ videos: { _id: string }[] }>('/api/videos?page=1');
  const books = await getJson<{ _id: string; format?: string }[]>('/api/books/random');
  const audios = await getJson<{ _id: string }[]>('/api/audios/random');
  const pdf = books.find((b) => (b.format ?? 'pdf') === 'pdf');
  const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first();
  return [
    { path: '/', ready: (page) => page.getByRole('heading', { name: 'Featured Content' }) },
    { path: '/videos', ready: heading },
    { path: '/audio', ready: heading },
    { path: '/books', ready: heading },
    { path: `/video/${videos.videos[0]?._id}`, ready: heading },
    { path: `/audio/${audios[0]?._id}`, ready: heading },
    {
      path: `/books/read/${pdf?._id}`,
      ready: (page) => page.getByRole('status', { name: 'Page', exact: true }),
    },
    { path: '/upload', ready: heading, signedInOnly: true },
    { path: '/wallet', ready: heading, signedInOnly: true },
  ];
}

/** Whether the reader's floating bar overlaps the footer, scrolled to the very end. */
function readerBarOverFooter(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const bar = document.querySelector('.reader-toolbar')?.getBoundingClientRect();
    const footer = document.querySelector('footer')?.getBoundingClientRect();
    window.scrollTo(0, 0);
    if (!bar || !footer) return 'no reader bar or footer';
    return bar.bottom > footer.top + 0.5
      ? `bar ends at ${Math.round(bar.bottom)}, footer starts at ${Math.round(footer.top)}`
      : null;
  });
}

/** Goes through every stop at every width and lists what is wrong. */
async function sweep(page: Page, signedIn: boolean): Promise<string[]> {
  const failures: string[] = [];
  for (const stop of await stops()) {
    if (stop.signedInOnly && !signedIn) continue;
    await resizeTo(page, 1280);
    await page.goto(stop.path);
    await stop.ready(page).waitFor({ timeout: 20_000 });
    for (const width of WIDTHS) {
      await resizeTo(page, width);
      const where = `${stop.path} at ${width} px`;
      const { overflow, bar } = await layoutProblems(page);
      if (overflow) failures.push(`${where}: ${overflow}`);
      for (const problem of bar) failures.push(`${where}: ${problem}`);
      // Either the whole bar or its menu button: every width gets one of the two layouts.
      const menu = page.getByRole('button', { name: 'Open menu' });
      const links = page.getByRole('banner').getByRole('link', { name: 'Videos', exact: true });
      if (!(await menu.isVisible()) && !(await links.isVisible())) {
        failures.push(`${where}: neither the links nor the menu button are shown`);
      }
      if (stop.path.startsWith('/books/read/')) {
        const covered = await readerBarOverFooter(page);
        if (covered) failures.push(`${where}: the reader bar covers the footer (${covered})`);
      }
    }
  }
  return failures;
}

describe('layout from 320 to 1920 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const signedIn of [false, true]) {
    for (const theme of ['dark', 'light'] as const) {
      it(`${signedIn ? 'signed in' : 'signed out'}, ${theme} theme: no sideways scroll, a whole navigation bar, a reader bar clear of the footer`, async () => {
        const { context, page } = await newPage(browser);
        if (signedIn) await loginViaApi(page, DEMO_USER.email, DEMO_USER.password);
        await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
        expect(await sweep(page, signedIn)).toEqual([]);
        await context.close();
      }, 400_000);
    }
  }

  it('the collapsed menu holds every entry inside the window', async () => {
    const { context, page } = await newPage(browser);
    await loginViaApi(page, DEMO_USER.email, DEMO_USER.password);
    let checked = 0;
    for (const width of [320, 390, 768, 1024]) {
      await resizeTo(page, width);
      await page.goto('/videos');
      await page.getByRole('heading', { level: 1 }).waitFor();
      const menu = page.getByRole('button', { name: 'Open menu' });
      if (!(await menu.isVisible())) continue;
      checked += 1;
      await menu.click();
      const banner = page.getByRole('banner');
      for (const name of ['Home', 'Videos', 'Music', 'Books', 'Stories', 'Upload', 'Logout']) {
        const entry = banner.getByRole(name === 'Logout' ? 'button' : 'link', {
          name,
          exact: true,
        });
        const box = await entry.boundingBox();
        expect(box, `${name} at ${width} px`).not.toBeNull();
        expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);
      }
      expect(await layoutProblems(page)).toEqual({ overflow: null, bar: [] });
    }
    expect(checked).toBeGreaterThanOrEqual(2);
    await context.close();
  });
});
