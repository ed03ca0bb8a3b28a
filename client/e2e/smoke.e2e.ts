import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiURL, launchBrowser, newPage } from './support/browser';

describe('smoke', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('renders the client and reaches the mock provider through its proxy', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await expect(page.title()).resolves.toBe('Inkreel');
    await page.getByRole('link', { name: 'Inkreel' }).first().waitFor();
    const health = await page.evaluate(async () => (await fetch('/api/health')).json());
    expect(health).toMatchObject({ status: 'ok' });
    expect(apiURL()).toMatch(/^http:\/\/localhost:\d+$/);
    await context.close();
  });
});
