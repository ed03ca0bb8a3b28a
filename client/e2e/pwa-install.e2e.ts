import type { APIResponse, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * What Lighthouse's PWA audits checked before Lighthouse 12 removed them (installable-manifest,
 * service-worker, offline-start-url, splash-screen, themed-omnibox, maskable-icon), checked here
 * directly, in both projects (the cross-origin one runs the production client server).
 */

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}
interface Manifest {
  name?: string;
  short_name?: string;
  start_url?: string;
  scope?: string;
  display?: string;
  theme_color?: string;
  background_color?: string;
  icons?: ManifestIcon[];
}

/** Width and height from a PNG's IHDR chunk. */
async function pngSize(response: APIResponse): Promise<{ width: number; height: number }> {
  const bytes = await response.body();
  expect(bytes.subarray(1, 4).toString('ascii'), 'a PNG signature').toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function loadManifest(page: Page): Promise<{ url: string; manifest: Manifest }> {
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href, 'index.html links a manifest').toBeTruthy();
  const url = new URL(href ?? '', page.url()).href;
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  // Deployed changes reach browsers without waiting for a long cache to expire.
  expect(response.headers()['cache-control'] ?? '').not.toMatch(/max-age=[1-9]\d{3,}|immutable/);
  return { url, manifest: (await response.json()) as Manifest };
}

test.describe('installable app', { tag: '@cross-origin' }, () => {
  test.use({ serviceWorkers: 'allow' });

  test('links a valid manifest with the fields and icon sizes browsers ask for', async ({
    page,
  }) => {
    await page.goto('/');
    const { url, manifest } = await loadManifest(page);
    expect(manifest.name).toBe('Inkreel');
    expect(manifest.short_name).toBe('Inkreel');
    expect(manifest.display).toBe('standalone');
    expect(new URL(manifest.start_url ?? '', url).origin).toBe(new URL(page.url()).origin);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    // The page's theme colour (the themed-omnibox audit) and a mobile viewport.
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#/);
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute(
      'content',
      /width=device-width/,
    );

    // Every PNG icon is the size it claims; 192 and 512 for installing and the splash screen,
    // and a maskable one.
    const found = new Set<string>();
    for (const icon of manifest.icons ?? []) {
      const response = await page.request.get(new URL(icon.src, url).href);
      expect(response.status(), icon.src).toBe(200);
      if (icon.type !== 'image/png') continue;
      const { width, height } = await pngSize(response);
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      for (const purpose of (icon.purpose ?? 'any').split(' ')) found.add(`${purpose} ${width}`);
    }
    expect([...found]).toEqual(expect.arrayContaining(['any 192', 'any 512', 'maskable 512']));

    // Chrome's own verdict, which Lighthouse's installable-manifest audit reported.
    const cdp = await page.context().newCDPSession(page);
    const parsed = await cdp.send('Page.getAppManifest');
    expect(parsed.errors).toEqual([]);
    expect(parsed.url).toBe(url);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Playwright's contexts are incognito profiles, where Chrome never offers to install.
    const errors = installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito');
    expect(errors).toEqual([]);
  });

  test('a service worker controls the page, and the start URL opens with the network off', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        script: navigator.serviceWorker.controller?.scriptURL ?? '',
        scope: registration?.scope ?? '',
      };
    });
    expect(new URL(worker.script).pathname).toBe('/sw.js');
    // A new worker reaches browsers at their next check, not after a long cache expires.
    const script = await page.request.get(worker.script);
    expect(script.status()).toBe(200);
    expect(script.headers()['cache-control'] ?? '').not.toMatch(/max-age=[1-9]\d{3,}|immutable/);
    // Registration waits for the load event (src/pwa/register.test.ts).
    expect(worker.scope).toBe(new URL('/', page.url()).href);

    const { url, manifest } = await loadManifest(page);
    const startUrl = new URL(manifest.start_url ?? '/', url).href;
    await context.setOffline(true);
    try {
      const response = await page.goto(startUrl);
      expect(response?.status()).toBe(200);
      expect(response?.fromServiceWorker()).toBe(true);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Inkreel' })).toBeVisible();
      await expect(
        page.getByRole('status').filter({ hasText: 'You are offline' }).first(),
      ).toBeVisible();
      // Any other route opens too (the app shell answers every navigation).
      await page.goto(new URL('/downloads', url).href);
      await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});
