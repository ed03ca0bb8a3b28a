import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';
import { uniqueEmail } from './support/provider';

/** No axe findings on the page. */
async function expectAccessible(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

// Issue 32, item 1.
test.describe('password reset by e-mail', () => {
  test(
    'forgot password -> mailed link -> new password -> old one and old sessions stop working',
    { tag: '@cross-origin' },
    async ({ page, provider }) => {
      // Five axe runs and several password hashes: slow on a busy machine.
      test.setTimeout(180_000);
      const account = await provider.createVerifiedAccount({ name: 'Reset Tester' });
      const newPassword = 'a-fresh-password-42';

      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot Password?' }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
      await expectAccessible(page);
      await page.getByLabel('Email').fill(account.email);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
      await expect(page.getByRole('status')).toContainText(account.email);
      await expectAccessible(page);

      const link = await provider.latestResetLink(account.email);
      await page.goto(new URL(link).pathname);
      await expect(page.getByRole('heading', { name: 'Choose a New Password' })).toBeVisible();
      await expectAccessible(page);
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm new password').fill(newPassword);
      await page.getByRole('button', { name: 'Set New Password' }).click();
      await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
      await expectAccessible(page);

      // The session signed in before the reset (the account's other device) is over.
      const status = await provider.call('/api/auth/status', {
        headers: { Authorization: `Bearer ${account.token}` },
      });
      expect(status.status).toBe(401);

      await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
      await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
      await signIn(page, account.email, account.password);
      await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
      await page.getByLabel('Password', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(
        page.getByRole('banner').getByText(account.name).filter({ visible: true }),
      ).toBeVisible();

      // The link works once: opened again it says so at once, before any password is typed, and
      // offers a new one.
      await page.goto(new URL(link).pathname);
      await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText('This reset link has already been used.');
      await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Request a new link' }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
    },
  );

  test('an address without an account gets the same answer, and no mail', async ({
    page,
    provider,
  }) => {
    const email = uniqueEmail('nobody');
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(provider.latestResetLink(email)).rejects.toThrow('No reset e-mail');
  });
});
