import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { layoutProblems, resizeTo } from './support/layout-check';

// Every 40 px from a small phone to a wide desktop.
const WIDTHS = Array.from({ length: 41 }, (_, i) => 320 + i * 40);

interface Stop {
  path: string;
  /** Something that is there once the page has its content. */
  ready: (page: Page) => ReturnType<Page['getByRole']>;
  signedInOnly?: boolean;
}

async function stops(apiURL: string): Promise<Stop[]> {
  const videos = (await (await fetch(`${apiURL}/api/videos?page=1`)).json()) as {
    videos: { _id: string }[];
  };
  const books = (await (await fetch(`${apiURL}/api/books/random`)).json()) as { _id: string }[];
  const audios = (await (await fetch(`${apiURL}/api/audios/random`)).json()) as { _id: string }[];
  const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first();
  return [
    { path: '/', ready: (page) => page.getByRole('heading', { name: 'Featured Content' }) },
    { path: '/videos', ready: heading },
    { path: '/audio', ready: heading },
    { path: '/books', ready: heading },
    { path: `/video/${videos.videos[0]?._id}`, ready: heading },
    { path: `/audio/${audios[0]?._id}`, ready: heading },
    {
      path: `/books/read/${books[0]?._id}`,
      ready: (page) => page.getByRole('status', { name: 'Page', exact: true }),
    },
    { path: '/upload', ready: heading, signedInOnly: true },
    { path: '/wallet', ready: heading, signedInOnly: true },
  ];
}

/** Where the reader's floating bar and the footer overlap, scrolled to the very end. */
async function readerBarOverFooter(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const bar = document.querySelector('.reader-toolbar')?.getBoundingClientRect();
    const footer = document.querySelector('footer')?.getBoundingClientRect();
    window.scrollTo(0, 0);
    if (!bar || !footer) return null;
    return bar.bottom > footer.top + 0.5
      ? `bar ends at ${bar.bottom}, footer starts at ${footer.top}`
      : null;
  });
}

for (const signedIn of [false, true]) {
  for (const theme of ['dark', 'light'] as const) {
    test(`${signedIn ? 'signed in' : 'signed out'}, ${theme} theme: no sideways scroll and a whole navigation bar from 320 to 1920 px`, async ({
      page,
      apiURL,
      loginViaApi,
    }) => {
      test.setTimeout(300_000);
      if (signedIn) await loginViaApi('demo@example.com', 'demo-password');
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const failures: string[] = [];
      for (const stop of await stops(apiURL)) {
        if (stop.signedInOnly && !signedIn) continue;
        await resizeTo(page, 1280);
        await page.goto(stop.path);
        await expect(stop.ready(page)).toBeVisible({ timeout: 20_000 });
        for (const width of WIDTHS) {
          await resizeTo(page, width);
          const { overflow, bar } = await layoutProblems(page);
          const where = `${stop.path} at ${width} px`;
          if (overflow) failures.push(`${where}: ${overflow}`);
          for (const problem of bar) failures.push(`${where}: ${problem}`);
          // Either the whole bar or its menu button: every width gets one of the two layouts.
          const menu = page.getByRole('button', { name: 'Open menu' });
          const videos = page.getByRole('banner').getByRole('link', { name: 'Videos' });
          if (!(await menu.isVisible()) && !(await videos.isVisible())) {
            failures.push(`${where}: neither the links nor the menu button are shown`);
          }
          if (stop.path.startsWith('/books/read/')) {
            const covered = await readerBarOverFooter(page);
            if (covered) failures.push(`${where}: the reader bar covers the footer (${covered})`);
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }
}

test('the collapsed menu holds every entry inside the window', async ({ page, loginViaApi }) => {
  await loginViaApi('demo@example.com', 'demo-password');
  for (const width of [320, 390, 768, 1024]) {
    await resizeTo(page, width);
    await page.goto('/videos');
    const menu = page.getByRole('button', { name: 'Open menu' });
    if (!(await menu.isVisible())) continue;
    await menu.click();
    const banner = page.getByRole('banner');
    for (const name of ['Home', 'Videos', 'Music', 'Books', 'Stories', 'Upload']) {
      await expect(banner.getByRole('link', { name, exact: true })).toBeInViewport();
    }
    await expect(banner.getByRole('button', { name: 'Logout' })).toBeVisible();
    const { overflow, bar } = await layoutProblems(page);
    expect(overflow, `${width} px`).toBeNull();
    expect(bar, `${width} px`).toEqual([]);
  }
});
