import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount } from './support/accounts';
import { waitForPath } from './support/app-pages';
import { launchBrowser, newPage } from './support/browser';
import { loginViaApi } from './support/session';

describe('wallet journeys', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('deposit -> checkout tab -> Pay -> back -> new balance on the page and in the navbar', async () => {
    const account = await createVerifiedAccount({ credits: 10 });
    const { context, page } = await newPage(browser);
    await loginViaApi(page, account.email, account.password);
    await page.goto('/wallet');
    await page.getByRole('heading', { name: 'Wallet Management' }).waitFor();
    const navBalance = page.getByRole('banner').getByRole('link', { name: /Wallet balance/ });
    await navBalance.getByText('10 credits').waitFor();
    await page.getByTestId('wallet-balance').getByText('10.00').waitFor();

    const amount = page.getByPlaceholder('Enter amount to deposit');
    await amount.fill('25');
    const [checkout] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Deposit Funds' }).click(),
    ]);
    await page.getByText('The payment page opened in a new tab').waitFor();
    expect(await amount.inputValue()).toBe('');

    await checkout.waitForLoadState();
    await checkout.getByRole('button', { name: 'Pay' }).click();
    await checkout.waitForLoadState();

    // Back to the app's tab: focus / visibility triggers the verification. Playwright emulates
    // focus for every page in headless Chromium, so switching tabs fires no focus event there;
    // the test fires the one a headed browser fires when the user returns to the tab.
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.getByTestId('wallet-balance').getByText('35.00').waitFor();
    await navBalance.getByText('35 credits').waitFor();
    await context.close();
  });

  it('after Pay the checkout tab says the payment is done and closes itself: one app tab, updated', async () => {
    const account = await createVerifiedAccount({ credits: 10 });
    const { context, page } = await newPage(browser);
    await loginViaApi(page, account.email, account.password);
    await page.goto('/wallet');
    await page.getByTestId('wallet-balance').getByText('10.00').waitFor();
    await page.getByPlaceholder('Enter amount to deposit').fill('15');
    const [checkout] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Deposit Funds' }).click(),
    ]);
    await checkout.waitForLoadState();
    const closed = checkout.waitForEvent('close');
    await checkout.getByRole('button', { name: 'Pay' }).click();
    await checkout.getByRole('heading', { name: 'Payment complete' }).waitFor();
    expect(await checkout.getByRole('status').textContent()).toBe(
      '15.00 credits were added to your Inkreel wallet. Your Inkreel tab shows the new balance when you return to it.',
    );
    await closed;
    // No second app tab: the only page left is the one the user started from.
    expect(context.pages()).toEqual([page]);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.getByTestId('wallet-balance').getByText('25.00').waitFor();
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Wallet balance/ })
      .getByText('25 credits')
      .waitFor();
    await context.close();
  });

  it('keeps Deposit Funds disabled at 0 and enables it for a positive amount', async () => {
    const account = await createVerifiedAccount();
    const { context, page } = await newPage(browser);
    await loginViaApi(page, account.email, account.password);
    await page.goto('/wallet');
    const button = page.getByRole('button', { name: 'Deposit Funds' });
    await page.getByPlaceholder('Enter amount to deposit').fill('0');
    expect(await button.isDisabled()).toBe(true);
    await page.getByPlaceholder('Enter amount to deposit').fill('5');
    expect(await button.isEnabled()).toBe(true);
    await context.close();
  });

  it('sends a visitor from /wallet to /login', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/wallet');
    await waitForPath(page, '/login');
    await page.getByRole('heading', { name: 'Welcome Back!' }).waitFor();
    await context.close();
  });
});
