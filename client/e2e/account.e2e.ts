import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { barName, openAccountFromBar } from './support/account-bar';
import { axeViolations } from './support/axe';

/** No axe findings on the page. */
async function expectAccessible(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

// Issue 32, item 3.
test.describe('account page', () => {
  test(
    'name from the bar -> rename -> wrong and right password -> sign out of all devices',
    { tag: '@cross-origin' },
    async ({ page, provider, loginViaApi }) => {
      // Several password hashes and axe runs: slow on a busy machine.
      test.setTimeout(180_000);
      const account = await provider.createVerifiedAccount({ name: 'Account Tester' });
      const newPassword = 'a-changed-password-7';
      await loginViaApi(account.email, account.password);
      await page.goto('/');

      await openAccountFromBar(page, account.name);
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByRole('heading', { name: 'Your Account', level: 1 })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(account.email);
      await expect(page.getByRole('main').getByRole('link', { name: 'My uploads' })).toBeVisible();
      await expectAccessible(page);

      // The new name shows in the bar at once, and the provider keeps it.
      await page.getByLabel('Name', { exact: true }).fill('Renamed Tester');
      await page.getByRole('button', { name: 'Save Name' }).click();
      await expect(page.getByText('Name saved.')).toBeVisible();
      await expect(barName(page, 'Renamed Tester')).toBeVisible();
      const status = await provider.call('/api/auth/status', {
        headers: { Authorization: `Bearer ${account.token}` },
      });
      expect(((await status.json()) as { name: string }).name).toBe('Renamed Tester');

      // A wrong current password is said next to its field.
      await page.getByLabel('Current password').fill('not-the-password');
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm new password').fill(newPassword);
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expect(page.getByLabel('Current password')).toHaveAccessibleDescription(
        'The current password is not correct.',
      );
      await expectAccessible(page);
      await page.getByLabel('Current password').fill(account.password);
      await page.getByRole('button', { name: 'Change Password' }).click();
      // Two scrypt hashes at full cost (verify, then hash): seconds on a busy two-core machine.
      await expect(page.getByText('Password changed.')).toBeVisible({ timeout: 30_000 });

      // Sign out of all devices: asked first, then this browser lands signed out on /login.
      await page.getByRole('button', { name: 'Sign out of all devices' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign out of all devices?' });
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
      // It says that it worked (issue 51, item 7).
      await expect(page.getByRole('status')).toHaveText(
        'You have been signed out of all devices. Sign in again to continue.',
      );
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Sign In' }).filter({ visible: true }),
      ).toBeVisible();

      // The other device's session (the fixture's token) is over too.
      const after = await provider.call('/api/auth/status', {
        headers: { Authorization: `Bearer ${account.token}` },
      });
      expect(after.status).toBe(401);

      // The old password no longer works; the new one does, under the new name.
      await page.getByLabel('Email', { exact: true }).fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
      await page.getByLabel('Password', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(barName(page, 'Renamed Tester')).toBeVisible();
    },
  );
});
