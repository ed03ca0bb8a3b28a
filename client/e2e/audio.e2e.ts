import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const recommended = (page: Page) =>
  page.getByRole('list', { name: 'Recommended tracks' }).getByRole('listitem');

test.describe('audio', () => {
  test.describe('on a 1280 x 800 screen', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('lists tracks in random batches without duplicates', async ({ page }) => {
      let batches = 0;
      page.on('request', (req) => {
        if (new URL(req.url()).pathname === '/api/audios/random') batches += 1;
      });
      await page.goto('/audio');
      await expect(page.getByRole('heading', { name: 'Discover Music' })).toBeVisible();
      const list = page.getByRole('list', { name: 'Audio tracks' });
      await expect(list.getByRole('listitem').first()).toBeVisible();
      // Scrolled to the end again at every poll until a few batches have been asked for and more
      // than one batch's tracks are listed.
      await expect
        .poll(
          async () => {
            await page.mouse.wheel(0, 5000);
            return batches;
          },
          { timeout: 30_000 },
        )
        .toBeGreaterThanOrEqual(4);
      await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThan(12);
      // Each card's own link (a creator's link may follow it, and repeats across cards).
      const hrefs = await list
        .locator('a[href^="/audio/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(batches).toBeGreaterThan(1);
      expect(hrefs.length).toBeGreaterThan(12);
      expect(new Set(hrefs).size).toBe(hrefs.length);
    });
  });

  test(
    'opens a track, plays it, and loads three more recommendations',
    { tag: '@cross-origin' },
    async ({ page }) => {
      await page.goto('/audio');
      await page
        .getByRole('list', { name: 'Audio tracks' })
        .getByRole('listitem')
        .first()
        .getByRole('link')
        .first()
        .click();
      await page.waitForURL(/\/audio\/[a-f0-9]{24}$/);
      await expect(page.getByRole('heading', { name: 'About Track' })).toBeVisible();
      await expect(page.getByText(/\d+(\.\d)?[KM]? plays?$/).first()).toBeVisible();
      await expect(page.getByText(/\d+(\.\d)?[KM]? likes?$/).first()).toBeVisible();
      await expect(page.locator('.ad-placeholder')).toHaveCount(1);

      await page.getByRole('button', { name: 'Play', exact: true }).click();
      await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 0.2);
      await page.getByRole('button', { name: 'Pause' }).click();
      expect(await page.evaluate(() => document.querySelector('audio')?.paused)).toBe(true);
      // Previous and next: with the play queue (docs/product.md, beyond the specification) Next
      // is offered, since "Autoplay recommendations" (on by default) plays the first
      // recommendation once the queue runs out; Previous, with nothing before, leaves the page.
      const before = page.url();
      await expect(page.getByRole('button', { name: 'Next track' })).toHaveAttribute(
        'aria-disabled',
        'false',
      );
      await page.getByRole('button', { name: 'Previous track' }).click({ force: true });
      expect(page.url()).toBe(before);

      await expect(recommended(page).first()).toBeVisible();
      const first = await recommended(page).count();
      const loadMore = page.waitForRequest((req) => /page=2&limit=3/.test(req.url()));
      await page.getByRole('button', { name: 'Load More' }).click();
      await loadMore;
      await expect(
        page.getByRole('list', { name: 'Recommended tracks' }).locator(':scope > li'),
      ).toHaveCount(first + 3);
      await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
    },
  );
});
