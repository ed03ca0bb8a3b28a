import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { layoutProblems, resizeTo } from './support/layout-check';
import { DEMO_USER } from './support/provider';

// Every 40 px from a small phone to a wide desktop.
const WIDTHS = Array.from({ length: 41 }, (_, i) => 320 + i * 40);

interface Stop {
  path: string;
  /** Something that is there once the page has its content. */
  ready: (page: Page) => Locator;
  signedInOnly?: boolean;
}

async function stops(apiURL: string): Promise<Stop[]> {
  const getJson = async <T>(path: string): Promise<T> =>
    (await (await fetch(`${apiURL}${path}`)).json()) as T;
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
async function sweep(page: Page, apiURL: string, signedIn: boolean): Promise<string[]> {
  const failures: string[] = [];
  for (const stop of await stops(apiURL)) {
    if (stop.signedInOnly && !signedIn) continue;
    await resizeTo(page, 1280);
    await page.goto(stop.path);
    await expect(stop.ready(page)).toBeVisible({ timeout: 20_000 });
    const reader = stop.path.startsWith('/books/read/');
    for (const width of WIDTHS) {
      await resizeTo(page, width);
      // The reader refits after its 250 ms resize debounce (docs/product.md section 9).
      if (reader) await page.waitForTimeout(400);
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
      if (reader) {
        const covered = await readerBarOverFooter(page);
        if (covered) failures.push(`${where}: the reader bar covers the footer (${covered})`);
      }
    }
  }
  return failures;
}

test.describe('layout from 320 to 1920 px', () => {
  for (const signedIn of [false, true]) {
    for (const theme of ['dark', 'light'] as const) {
      test(`${signedIn ? 'signed in' : 'signed out'}, ${theme} theme: no sideways scroll, a whole navigation bar, a reader bar clear of the footer`, async ({
        page,
        apiURL,
        loginViaApi,
      }) => {
        test.setTimeout(400_000);
        if (signedIn) await loginViaApi(DEMO_USER.email, DEMO_USER.password);
        await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
        expect(await sweep(page, apiURL, signedIn)).toEqual([]);
      });
    }
  }

  test('the collapsed menu holds every entry inside the window', async ({ page, loginViaApi }) => {
    await loginViaApi(DEMO_USER.email, DEMO_USER.password);
    let checked = 0;
    for (const width of [320, 390, 768, 1024]) {
      await resizeTo(page, width);
      await page.goto('/videos');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const menu = page.getByRole('button', { name: 'Open menu' });
      if (!(await menu.isVisible())) continue;
      checked += 1;
      await menu.click();
      const banner = page.getByRole('banner');
      for (const name of ['Home', 'Videos', 'Music', 'Books', 'Stories', 'Upload', 'Downloads']) {
        await expect(banner.getByRole('link', { name, exact: true })).toBeInViewport();
      }
      await expect(banner.getByRole('button', { name: 'Logout' })).toBeInViewport();
      expect(await layoutProblems(page)).toEqual({ overflow: null, bar: [] });
    }
    expect(checked).toBeGreaterThanOrEqual(2);
  });
});
