import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { resizeTo } from './support/layout-check';

/** Set E2E_SCREENSHOTS=dir to keep pictures of the results, in both themes and three widths. */
const shots = process.env.E2E_SCREENSHOTS;

/** No sideways scroll at 320, 1024 and 1440 px in both themes (and pictures when asked). */
async function sweep(page: Page, url: string, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.goto(url);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    for (const width of [320, 1024, 1440]) {
      await resizeTo(page, width);
      // Polled: after a resize the navigation bar measures its fit, then React draws the layout
      // it chose, a frame or more later on a busy machine (docs/decisions/0061); until then the
      // wide bar may still stick out (a run on 27 Nov read 762 px at 320).
      await expect
        .poll(
          () =>
            page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            ),
          { message: `${name} ${theme} ${width}` },
        )
        .toBe(0);
      if (shots) {
        mkdirSync(shots, { recursive: true });
        await page.screenshot({ path: path.join(shots, `${name}-${theme}-${width}.png`) });
      }
    }
  }
}

test.describe('search', () => {
  test('ranks title matches first and marks the matched words', async ({ page }) => {
    await page.goto('/search?q=sea');
    const videos = page.getByRole('region', { name: /^Videos/ });
    const titles = videos.getByRole('heading', { level: 3 });
    // The first search of a fresh provider can take a while on a busy machine.
    await expect(titles.first()).toBeVisible({ timeout: 30_000 });
    // Nothing in the seed is titled "Sea…": tagged "sea" first, "Seahorse" (a description) last.
    await expect(titles.last()).toHaveText('Edge of the Set');
    await expect(videos.locator('mark', { hasText: 'Seahorse' })).toBeVisible();
    await sweep(page, '/search?q=sea', 'search-results');
  });

  test('says once that nothing matched, with suggestions', async ({ page }) => {
    await page.goto('/search?q=zzqx%20nothing');
    await expect(
      page.getByRole('heading', { name: 'No results for “zzqx nothing”' }),
    ).toBeVisible();
    await expect(page.getByText('(0)')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'zzqx' })).toHaveAttribute(
      'href',
      '/search?q=zzqx',
    );
    await sweep(page, '/search?q=zzqx%20nothing', 'search-none');
  });

  test('a missing book says so at every width', async ({ page }) => {
    await page.goto('/books/read/ffffffffffffffffffffffff');
    await expect(page.getByRole('heading', { name: 'Book not found' })).toBeVisible();
    await sweep(page, '/books/read/ffffffffffffffffffffffff', 'reader-missing');
  });
});
