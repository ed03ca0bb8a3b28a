import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForPath } from './support/app-pages';
import { launchBrowser, newPage } from './support/browser';

describe('app shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('starts dark, and a theme toggle survives a reload', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    const rootClass = () => page.evaluate(() => document.documentElement.className);
    expect(await rootClass()).toBe('dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).first().click();
    expect(await rootClass()).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    expect(await rootClass()).toBe('light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).first().waitFor();
    await context.close();
  });

  it('sends an unknown path to /', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/no/such/page');
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Featured Content' }).waitFor();
    expect(await page.title()).toBe('Inkreel');
    await context.close();
  });

  it('shows every navigation entry and sets "{page} | Inkreel" titles', async () => {
    const { context, page } = await newPage(browser);
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
      expect(await nav.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(path);
    }
    await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
    await waitForPath(page, '/register');
    await page.waitForFunction(() => document.title === 'Register | Inkreel');
    const year = String(new Date().getFullYear());
    await page.getByRole('contentinfo').getByText(`© ${year} Inkreel`).waitFor();
    await context.close();
  });

  it('collapses the menu behind a button on a phone', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const videos = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'Videos',
    });
    expect(await videos.isVisible()).toBe(false);
    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    await videos.click();
    await waitForPath(page, '/videos');
    expect(
      await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded'),
    ).toBe('false');
    await context.close();
  });

  it('searches titles from the navigation bar', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: 'Search' });
    expect(await search.getAttribute('placeholder')).toBe('Search');
    await search.fill('zzzz-nothing-matches');
    await search.press('Enter');
    await waitForPath(page, '/search');
    await page.getByText('Nothing matches “zzzz-nothing-matches”.').waitFor();
    await context.close();
  });
});
