import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_USER } from './support/provider';
import { waitForWorker } from './support/service-worker';

/** The action is disabled with "You are offline" while the network is gone, and back after. */
async function offlineThenBack(page: Page, action: Locator, form: Locator) {
  await expect(action).toBeEnabled();
  await page.context().setOffline(true);
  try {
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
    await expect(action).toBeDisabled();
    await expect(form.getByRole('status').filter({ hasText: /^You are offline$/ })).toBeVisible();
  } finally {
    await page.context().setOffline(false);
  }
  await expect(action).toBeEnabled();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0);
}

test.describe('actions that need the provider, with the network off', () => {
  test('sign-in is disabled with a reason, and comes back with the network', async ({ page }) => {
    await page.goto('/login');
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Sign In' }) });
    await page.getByLabel('Email').fill(DEMO_USER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_USER.password);
    await offlineThenBack(page, form.getByRole('button', { name: 'Sign In' }), form);
  });

  test('deposit and upload are disabled with a reason, and come back with the network', async ({
    page,
    loginViaApi,
  }) => {
    await loginViaApi(DEMO_USER.email, DEMO_USER.password);
    await page.goto('/wallet');
    await page.getByPlaceholder('Enter amount to deposit').fill('5');
    const deposit = page.getByRole('button', { name: 'Deposit Funds' });
    await offlineThenBack(page, deposit, page.locator('form').filter({ has: deposit }));

    await page.goto('/upload');
    const upload = page.getByRole('button', { name: 'Upload Content' });
    await offlineThenBack(page, upload, page.locator('form').filter({ has: upload }));
  });
});

test.describe('a signed-in user who reloads with the network off', () => {
  test.use({ serviceWorkers: 'allow' });

  test('stays signed in, and back online the wallet opens without signing in again', async ({
    page,
    provider,
  }) => {
    // Stored once, as a sign-in does (not on every load: a cleared session must stay cleared).
    const session = await provider.login(DEMO_USER.email, DEMO_USER.password);
    await page.goto('/');
    await page.evaluate((data) => {
      localStorage.setItem('auth_data', JSON.stringify(data));
      localStorage.setItem('token', data.token);
    }, session);
    await page.reload();
    await waitForWorker(page);
    const nav = page.getByRole('banner');
    await expect(nav.getByText(DEMO_USER.name).filter({ visible: true })).toBeVisible();

    await page.context().setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
    // At once, not after the retries of a check that cannot be made.
    await expect(nav.getByText(DEMO_USER.name).filter({ visible: true })).toBeVisible({
      timeout: 2_000,
    });
    const wallet = nav.getByRole('link', { name: /^Wallet balance:/ });
    await expect(wallet).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(session.token);

    // Back online, the session is checked again and kept.
    const checked = page.waitForResponse(
      (res) => new URL(res.url()).pathname === '/api/auth/status' && res.status() === 200,
    );
    await page.context().setOffline(false);
    await checked;
    await wallet.click();
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(page.getByRole('heading', { name: 'Wallet Management' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Wallet Management' })).toBeVisible();
    await expect(nav.getByText(DEMO_USER.name).filter({ visible: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(session.token);
  });
});
