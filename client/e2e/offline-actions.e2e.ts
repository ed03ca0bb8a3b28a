import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_USER } from './support/provider';

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
