import { expect, test } from './fixtures';
import { waitForPath } from './support/app-pages';

test.describe('app shell', () => {
  test('starts dark, and a theme toggle survives a reload', async ({ page }) => {
    await page.goto('/');
    const root = page.locator('html');
    await expect(root).toHaveClass('dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).first().click();
    await expect(root).toHaveClass('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await expect(root).toHaveClass('light');
    await expect(page.getByRole('button', { name: 'Switch to dark theme' }).first()).toBeVisible();
  });

  test('sends an unknown path to /', async ({ page }) => {
    await page.goto('/no/such/page');
    await waitForPath(page, '/');
    await expect(page.getByRole('heading', { name: 'Featured Content' })).toBeVisible();
    await expect(page).toHaveTitle('Inkreel');
  });

  test('shows every navigation entry and sets "{page} | Inkreel" titles', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, path] of [
      ['Home', '/'],
      ['Videos', '/videos'],
      ['Music', '/audio'],
      ['Books', '/books'],
      ['Stories', '/stories'],
      ['Upload', '/upload'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
    }
    await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
    await waitForPath(page, '/register');
    await expect(page).toHaveTitle('Register | Inkreel');
    const year = String(new Date().getFullYear());
    await expect(page.getByRole('contentinfo').getByText(`© ${year} Inkreel`)).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('collapses the menu behind a button on a phone', async ({ page }) => {
      await page.goto('/');
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const videos = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
        name: 'Videos',
      });
      await expect(videos).toBeHidden();
      await toggle.click();
      const close = page.getByRole('button', { name: 'Close menu' });
      await expect(close).toHaveAttribute('aria-expanded', 'true');
      await videos.click();
      await waitForPath(page, '/videos');
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });
  });

  test('searches titles from the navigation bar', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveAttribute('placeholder', 'Search');
    await search.fill('zzzz-nothing-matches');
    await search.press('Enter');
    await waitForPath(page, '/search');
    await expect(page.getByText('Nothing matches “zzzz-nothing-matches”.')).toBeVisible();
  });
});
