import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';

const recommended = (page: Page) =>
  page.getByRole('list', { name: 'Recommended tracks' }).getByRole('listitem');

describe('audio', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists tracks in random batches without duplicates', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 800 });
    let batches = 0;
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/audios/random') batches += 1;
    });
    await page.goto('/audio');
    await page.getByRole('heading', { name: 'Discover Music' }).waitFor();
    const list = page.getByRole('list', { name: 'Audio tracks' });
    await list.getByRole('listitem').first().waitFor();
    for (let i = 0; i < 6; i += 1) {
      await page.mouse.wheel(0, 5000);
      await page.waitForTimeout(300);
    }
    const hrefs = await list
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(batches).toBeGreaterThan(1);
    expect(hrefs.length).toBeGreaterThan(12);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    await context.close();
  });

  it('opens a track, plays it, and loads three more recommendations', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/audio');
    await page.getByRole('list', { name: 'Audio tracks' }).getByRole('link').first().click();
    await page.waitForURL(/\/audio\/[a-f0-9]{24}$/);
    await page.getByRole('heading', { name: 'About Track' }).waitFor();
    await page
      .getByText(/\d+(\.\d)?[KM]? plays?$/)
      .first()
      .waitFor();
    await page
      .getByText(/\d+(\.\d)?[KM]? likes?$/)
      .first()
      .waitFor();
    expect(await page.locator('.ad-placeholder').count()).toBe(1);

    await page.getByRole('button', { name: 'Play' }).click();
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 0.2);
    await page.getByRole('button', { name: 'Pause' }).click();
    expect(await page.evaluate(() => document.querySelector('audio')?.paused)).toBe(true);
    // Previous and next exist but do nothing (SPEC.md section 2).
    const before = page.url();
    const next = page.getByRole('button', { name: 'Next track' });
    expect(await next.getAttribute('aria-disabled')).toBe('true');
    await next.click({ force: true });
    await page.getByRole('button', { name: 'Previous track' }).click({ force: true });
    expect(page.url()).toBe(before);

    await recommended(page).first().waitFor();
    const first = await recommended(page).count();
    const loadMore = page.waitForRequest((req) => /page=2&limit=3/.test(req.url()));
    await page.getByRole('button', { name: 'Load More' }).click();
    await loadMore;
    await page.waitForFunction(
      (n) => document.querySelectorAll('[aria-label="Recommended tracks"] > li').length === n + 3,
      first,
    );
    expect(await page.getByRole('button', { name: 'Load More' }).count()).toBe(0);
    await context.close();
  });

  it('says "Audio not found" for a missing or malformed id', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/audio/ffffffffffffffffffffffff');
    await page.getByText('Audio not found').waitFor();
    await page.goto('/audio/nope');
    await page.getByText('Audio not found').waitFor();
    await context.close();
  });
});
