import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** How many of a grid's cards share the first card's row. */
const firstRowLength = (items: Locator) =>
  items.evaluateAll((cards) => {
    const top = cards[0]?.getBoundingClientRect().top;
    return cards.filter((card) => card.getBoundingClientRect().top === top).length;
  });

/** The space between a card's picture and its title (px). */
const titleGap = (items: Locator) =>
  items.first().evaluate((item) => {
    const frame = item.querySelector('.media-card-frame')?.getBoundingClientRect();
    const title = item.querySelector('.media-card-title')?.getBoundingClientRect();
    return frame && title ? title.top - frame.bottom : null;
  });

async function expectGrid(page: Page, label: string, columns: number) {
  const items = page.getByRole('list', { name: label }).getByRole('listitem');
  await expect(items.nth(columns)).toBeVisible();
  expect(await firstRowLength(items)).toBe(columns);
  // The card is a column with room between the picture and its title.
  expect(await titleGap(items)).toBeGreaterThanOrEqual(6);
}

test.describe('discover grids', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  // SPEC.md section 3: videos in 4 columns, music and books in 6. Reached from the home page
  // through the navigation bar, so every stylesheet the home page loaded is still in the page.
  test('have the spec’s columns and spaced cards after the home page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Featured Content' })).toBeVisible();
    const nav = page.getByRole('navigation').first();

    await nav.getByRole('link', { name: 'Videos', exact: true }).click();
    await expectGrid(page, 'Videos', 4);
    await nav.getByRole('link', { name: 'Music', exact: true }).click();
    await expectGrid(page, 'Audio tracks', 6);
    await nav.getByRole('link', { name: 'Books', exact: true }).click();
    await expectGrid(page, 'Books', 6);
  });
});
