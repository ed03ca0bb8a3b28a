import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { recordAnnouncements } from './support/announcements';
import { axeViolations } from './support/axe';
import { seeded } from './support/catalogue';
import { keepScreenshot } from './support/screenshots';

const BOOK = seeded('books', 'the-lighthouse-keeper-of-vell');

const readout = (page: Page) => page.getByRole('status', { name: 'Page', exact: true });
const zoom = (page: Page) => page.getByRole('status', { name: 'Zoom', exact: true });
const fit = (page: Page) => page.getByRole('button', { name: 'Fit to width' });

async function openBook(page: Page) {
  await page.goto(`/books/read/${BOOK.id}`);
  await expect(readout(page)).toHaveText(/^\d+ \/ 5$/, { timeout: 20_000 });
  await expect(page.locator('.reader-page canvas')).toBeVisible();
}

test.describe('keyboard shortcuts in the reader', () => {
  // Narrow enough that fit to width is below the 200 % cap, so + has room to zoom in.
  test.use({ viewport: { width: 800, height: 900 } });

  test('turns pages with the arrows, zooms with + and −, fits with f; ? lists the keys', async ({
    page,
  }) => {
    await openBook(page);
    await expect(readout(page)).toHaveText('1 / 5');
    await page.keyboard.press('ArrowRight');
    await expect(readout(page)).toHaveText('2 / 5');
    await page.keyboard.press('ArrowLeft');
    await expect(readout(page)).toHaveText('1 / 5');
    await page.keyboard.press('ArrowLeft');
    await expect(readout(page)).toHaveText('1 / 5');

    await expect(fit(page)).toHaveAttribute('aria-pressed', 'true');
    const fitted = parseInt((await zoom(page).textContent()) ?? '', 10);
    await page.keyboard.press('-');
    await expect(fit(page)).toHaveAttribute('aria-pressed', 'false');
    const smaller = parseInt((await zoom(page).textContent()) ?? '', 10);
    expect(smaller).toBeLessThan(fitted);
    await page.keyboard.press('+');
    await expect
      .poll(async () => parseInt((await zoom(page).textContent()) ?? '', 10))
      .toBe(smaller + 10);
    await page.keyboard.press('=');
    await expect
      .poll(async () => parseInt((await zoom(page).textContent()) ?? '', 10))
      .toBe(smaller + 20);
    await page.keyboard.press('f');
    await expect(fit(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(zoom(page)).toHaveText(`${fitted}%`);

    // Typing in the page-number field goes to the field, not to the shortcuts.
    const field = page.getByRole('spinbutton', { name: 'Go to page' });
    await field.fill('');
    await field.press('4');
    await field.press('ArrowRight');
    await expect(readout(page)).toHaveText('1 / 5');
    await field.press('Enter');
    await expect(readout(page)).toHaveText('4 / 5');

    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    const group = dialog.getByRole('region', { name: 'Book reader' });
    for (const text of [
      'Previous page',
      'Next page',
      'Zoom in',
      'Zoom out',
      'Fit to width on or off',
    ])
      await expect(group.getByText(text, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Video player' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('draws the next page ahead, so a turn shows a page already drawn', async ({ page }) => {
    await openBook(page);
    const ahead = page.locator('.reader-page-ahead[data-page-number="2"] canvas');
    await expect(ahead).toBeAttached();
    await expect(ahead).toBeHidden();
    // Wait for pdf.js to finish drawing it, then mark that very canvas.
    await page.waitForFunction(() => {
      const canvas = document.querySelector<HTMLCanvasElement>(
        '.reader-page-ahead[data-page-number="2"] canvas',
      );
      return canvas !== null && canvas.width > 0;
    });
    await ahead.evaluate((canvas) => canvas.setAttribute('data-drawn-ahead', ''));
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('.reader-page[data-page-number="2"] canvas')).toHaveAttribute(
      'data-drawn-ahead',
      '',
    );
    await expect(page.locator('.reader-page-ahead[data-page-number="3"] canvas')).toBeAttached();
  });
});

// Escape on the phone's menu: shell.e2e.ts, with the rest of the menu.
test("the shortcuts dialog and the player's note pass axe, dark and light, 1280 and 390 px wide", async ({
  page,
}) => {
  // One page load: the theme is switched in place with the bar's button (at 1280 px, where the bar
  // shows it) and the window resized, as the layout sweep does (decision 0274).
  const steps = [
    { width: 1280, theme: 'dark', key: 'ArrowDown', note: 'Volume 90%' },
    { width: 1280, theme: 'light', key: 'ArrowUp', note: 'Volume 100%' },
    { width: 390, theme: 'light', key: 'ArrowDown', note: 'Volume 90%' },
    { width: 390, theme: 'dark', key: 'ArrowUp', note: 'Volume 100%' },
  ] as const;
  await page.addInitScript(() => {
    if (!localStorage.getItem('theme')) localStorage.setItem('theme', 'dark');
  });
  await page.goto(`/video/${seeded('videos', 'evening-swell').id}`);
  await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
  const html = page.locator('html');
  for (const { width, theme, key, note } of steps) {
    if (!new RegExp(`\\b${theme}\\b`).test((await html.getAttribute('class')) ?? '')) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page
        .getByRole('banner')
        .getByRole('button', { name: `Switch to ${theme} theme` })
        .click();
      // The keys below go to the page, not to the switch.
      await page.evaluate(() => {
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      });
    }
    await expect(html).toHaveClass(new RegExp(`\\b${theme}\\b`));
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    // axe waits for the opening animation to finish before it reads colours.
    expect(await axeViolations(page), `${theme} theme, ${width} px`).toEqual([]);
    await keepScreenshot(page, `shortcuts-${theme}-${width}`);
    // The player's note after a volume key.
    await page.keyboard.press('Escape');
    // A key pressed while the dialog is still closing goes to the dialog, not the player.
    await expect(dialog).toBeHidden();
    const announced = await recordAnnouncements(page, '.video-player-flash[role="status"]');
    await page.keyboard.press(key);
    await expect.poll(announced).toContain(note);
    await keepScreenshot(page, `video-volume-${theme}-${width}`);
  }
});
