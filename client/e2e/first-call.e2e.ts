import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seeded } from './support/catalogue';

const VIDEO = seeded('videos', 'evening-swell');

/** Every GET the page sends to the provider, by path. */
function providerGets(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (req.method() === 'GET' && url.pathname.startsWith('/api/')) {
      paths.push(`${url.pathname}${url.search}`);
    }
  });
  return paths;
}

// In the cross-origin project the production web server names each data page's first call in
// the HTML and an inline script starts it before the app has loaded (docs/decisions/0182); under
// `vite preview` (same-origin) the app sends it itself. Either way it is sent once.
test.describe('the first call of a page @cross-origin', () => {
  test('is sent once, and the page shows its reply', async ({ page }, testInfo) => {
    const gets = providerGets(page);
    // The inline script runs under the page's CSP (allowed by its hash), never blocked.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await page.goto(`/video/${VIDEO.id}`);
    await expect(page.getByRole('heading', { name: VIDEO.title, level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const named = await page.evaluate(() => document.getElementById('inkreel-first-call') !== null);
    expect(named).toBe(testInfo.project.name === 'cross-origin');
    expect(
      await page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations),
    ).toEqual([]);
    // One GET of the video: a second would count a second view.
    expect(gets.filter((path) => path === `/api/videos/${VIDEO.id}`)).toHaveLength(1);
  });

  test('of a list page is sent once too', async ({ page }) => {
    const gets = providerGets(page);
    await page.goto('/videos');
    await expect(
      page.getByRole('list', { name: 'Videos' }).getByRole('listitem').first(),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(gets.filter((path) => path === '/api/videos?page=1')).toHaveLength(1);
  });
});
