import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForPath } from './support/app-pages';
import { launchBrowser, newPage } from './support/browser';
import { DEMO_USER, loginViaApi } from './support/session';

describe('home, premium and stories', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows up to 4 featured videos linking to their pages, and the mobile promo', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Featured Content' });
    const cards = section.getByRole('link').filter({ has: page.locator('img') });
    await cards.first().waitFor();
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(4);
    expect(await cards.first().getAttribute('href')).toMatch(/^\/video\/[a-f0-9]{24}$/);
    await page.getByRole('heading', { name: 'Mobile Experience' }).waitFor();
    await cards.first().click();
    await page.waitForURL(/\/video\/[a-f0-9]{24}$/);
    await context.close();
  });

  it('shows the payment modal for ?payment_success=true and Continue closes it', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/payment/success');
    const dialog = page.getByRole('dialog', { name: 'Payment Successful!' });
    await dialog
      .getByText(
        'Thank you for your subscription. You now have full access to all premium content.',
      )
      .waitFor();
    expect(new URL(page.url()).search).toBe('?payment_success=true');
    await dialog.getByRole('button', { name: 'Continue to Content' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');
    await waitForPath(page, '/');
    await context.close();
  });

  it('lists plans and opens the subscription checkout in a new tab', async () => {
    const { context, page } = await newPage(browser);
    await loginViaApi(page, DEMO_USER.email, DEMO_USER.password);
    await page.goto('/premium');
    const subscribe = page.getByRole('button', { name: /^Subscribe to / }).first();
    const [checkout] = await Promise.all([context.waitForEvent('page'), subscribe.click()]);
    await checkout.waitForLoadState();
    await checkout.getByRole('button', { name: 'Pay' }).waitFor();
    await context.close();
  });

  it('lists stories and poems and reads one', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/stories');
    await page.getByRole('heading', { name: 'Stories & Poems', level: 1 }).waitFor();
    const firstStory = page.getByRole('tabpanel').getByRole('heading', { level: 3 }).first();
    const title = (await firstStory.textContent()) ?? '';
    await firstStory.getByRole('link').click();
    await page.waitForURL(/\/stories\/story\/[a-f0-9]{24}$/);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();

    await page.goto('/stories');
    await page.getByRole('tab', { name: 'Poems' }).click();
    await page.waitForURL(/tab=poems/);
    await page.getByRole('tabpanel').getByRole('heading', { level: 3 }).first().waitFor();
    await context.close();
  });
});
