import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { barName, openAccountFromBar } from './support/account-bar';
import { axeViolations } from './support/axe';
import { faultLab } from './support/scenario';
import { uniqueEmail } from './support/provider';

/** From /login to the stand-in's page, on a third origin: neither the client's nor the provider's. */
async function toStandIn(page: Page, apiURL: string) {
  await page.goto('/login');
  const client = new URL(page.url()).origin;
  await page.getByRole('link', { name: 'Continue with Google' }).click({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible({
    timeout: 60_000,
  });
  const standIn = new URL(page.url());
  expect(standIn.pathname).toMatch(/^\/idp\/interaction\//);
  expect([client, new URL(apiURL).origin]).not.toContain(standIn.origin);
}

async function typeIdentity(page: Page, email: string, name: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

// Issue 32, item 2.
test.describe('Continue with Google', () => {
  // Three origins, an RSA key made on first use and cold page chunks: slow on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  test(
    'a new person: stand-in page -> back signed in, verified, with the name given there -> sets a password by a mailed link',
    { tag: '@cross-origin' },
    async ({ page, apiURL, baseURL, provider }) => {
      const email = uniqueEmail('google');
      await toStandIn(page, apiURL);
      await typeIdentity(page, email, 'Grace Google');
      await expect(barName(page, 'Grace Google')).toBeVisible({ timeout: 60_000 });
      await expect(page).toHaveURL(`${baseURL}/`);
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const status = await provider.call('/api/auth/status', {
        headers: { Authorization: `Bearer ${token ?? ''}` },
      });
      expect(await status.json()).toMatchObject({
        email,
        name: 'Grace Google',
        isEmailVerified: true,
        hasPassword: false,
      });

      // No password to change: the account page mails a link to set one (issue 51, item 1).
      await openAccountFromBar(page, 'Grace Google');
      await expect(page.getByRole('heading', { name: 'Set a password' })).toBeVisible();
      await expect(page.getByLabel('Current password')).toHaveCount(0);
      await page.getByRole('button', { name: 'Email me a link' }).click();
      await expect(
        page.getByText(`We have sent a link to ${email}.`, { exact: false }),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      // The link says it sets a first password: the page is worded so, not as a reset.
      const link = new URL(await provider.latestResetLink(email));
      expect(link.search).toBe('?set=1');
      await page.goto(link.pathname + link.search);
      await expect(page.getByRole('heading', { name: 'Set a password' })).toBeVisible();
      await page.getByLabel('Password', { exact: true }).fill('a-password-of-her-own');
      await page.getByLabel('Confirm password').fill('a-password-of-her-own');
      await page.getByRole('button', { name: 'Set Password' }).click();
      await expect(page.getByRole('heading', { name: 'Password set' })).toBeVisible();
      await expect(page.getByText(/you can now sign in with your e-mail address/)).toBeVisible();
      // It signs in with that password now.
      expect((await provider.login(email, 'a-password-of-her-own')).user.hasPassword).toBe(true);
    },
  );

  test(
    'an existing account with the same e-mail is linked: signed in as that account',
    { tag: '@cross-origin' },
    async ({ page, apiURL, provider }) => {
      const account = await provider.createVerifiedAccount({ name: 'Linked Tester' });
      await toStandIn(page, apiURL);
      await typeIdentity(page, account.email, 'Another Name');
      await expect(barName(page, 'Linked Tester')).toBeVisible({ timeout: 60_000 });
    },
  );

  test(
    'Cancel returns to Sign In with a message',
    { tag: '@cross-origin' },
    async ({ page, apiURL }) => {
      await toStandIn(page, apiURL);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page).toHaveURL(/\/login\?google=cancelled$/);
      await expect(page.getByRole('alert')).toHaveText(/Google sign-in was cancelled/, {
        timeout: 60_000,
      });
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    },
  );

  test(
    'fault lab identity-provider-down: back on Sign In with a message, not signed in',
    { tag: '@cross-origin' },
    async ({ page, apiURL }) => {
      await faultLab(apiURL).set('identity-provider-down');
      await toStandIn(page, apiURL);
      await page.getByRole('button', { name: /Demo User/ }).click();
      await expect(page).toHaveURL(/\/login\?google=failed$/);
      await expect(page.getByRole('alert')).toHaveText(/Google sign-in did not work/, {
        timeout: 60_000,
      });
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    },
  );
});

test.describe('the stand-in page', () => {
  test.describe.configure({ timeout: 180_000 });

  test('axe finds nothing and nothing scrolls sideways, light and dark, 320, 1024 and 1440 px', async ({
    page,
    apiURL,
  }) => {
    await toStandIn(page, apiURL);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      for (const width of [320, 1024, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await axeViolations(page), `${colorScheme} ${width}px`).toEqual([]);
        const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scroll, `${colorScheme} ${width}px scrolls sideways`).toBeLessThanOrEqual(width);
        if (process.env.E2E_SCREENSHOTS) {
          await page.screenshot({
            path: `${process.env.E2E_SCREENSHOTS}/google-stand-in-${colorScheme}-${width}.png`,
            fullPage: true,
          });
        }
      }
    }
    await page.goto('/login?google=failed');
    await expect(page.getByRole('alert')).toBeVisible({ timeout: 60_000 });
    expect(await axeViolations(page)).toEqual([]);
  });
});
