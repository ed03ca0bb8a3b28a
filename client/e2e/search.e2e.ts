import { expect, test } from './fixtures';

// The results' layout (both searches, six widths, both themes) is checked by the layout sweep
// (layout.e2e.ts, support/layout-stops.ts); "nothing matched" and its suggestions beside the page
// (search-page.test.tsx). This journey checks the provider's ranking as the page shows it.
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
  });
});
