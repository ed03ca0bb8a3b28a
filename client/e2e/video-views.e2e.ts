import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seeded } from './support/catalogue';

// A video no other journey opens, so its count moves only here.
const VIDEO = seeded('videos', 'mandelbrot-morning');

/** Every GET of the video's own record the page sends (each one counts a view). */
function videoGets(page: Page): string[] {
  const gets: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'GET' && new URL(req.url()).pathname === `/api/videos/${VIDEO.id}`) {
      gets.push(req.url());
    }
  });
  return gets;
}

/** The view count the page shows under the player ("39 views"). */
async function shownViews(page: Page): Promise<number> {
  const stats = page.locator('.video-stats span').first();
  await expect(stats).toHaveText(/^\d+ views?$/);
  return Number.parseInt((await stats.textContent()) ?? '', 10);
}

test.describe('opening a video', { tag: '@cross-origin' }, () => {
  test('asks for it once and counts one view per visit', async ({ page }) => {
    const gets = videoGets(page);
    await page.goto(`/video/${VIDEO.id}`);
    await expect(page.getByRole('heading', { name: VIDEO.title, level: 1 })).toBeVisible();
    const first = await shownViews(page);
    await page.waitForLoadState('networkidle');
    expect(gets).toHaveLength(1);

    await page.reload();
    await expect(page.getByRole('heading', { name: VIDEO.title, level: 1 })).toBeVisible();
    // The reload's reply carries its own view: one more than the visit before, not two.
    expect(await shownViews(page)).toBe(first + 1);
    await page.waitForLoadState('networkidle');
    expect(gets).toHaveLength(2);
  });
});
