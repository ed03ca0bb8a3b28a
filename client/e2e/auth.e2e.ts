import { expect, test } from './fixtures';
import { logoutButton, logoutFromBar } from './support/account-bar';
import { fillLoginForm, fillRegisterForm, pathOf, waitForPath } from './support/app-pages';
import { postsWithXsrf } from './support/api-calls';
import { uniqueEmail } from './support/provider';

test.describe('session journeys', () => {
  test(
    'register -> pending -> verify -> login -> signed-in navigation with name and balance',
    { tag: '@cross-origin' },
    async ({ page, provider, apiCalls }) => {
      const email = uniqueEmail('journey');
      const password = 'journey-password-1';
      await page.goto('/register');
      await fillRegisterForm(page, { name: 'Journey Tester', email, password, confirm: password });

      // Registration hashes the password with scrypt at full cost: seconds on a busy machine.
      await expect(page.getByRole('status').filter({ hasText: /verif/i })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByRole('button', { name: 'Registration Successful' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

      await waitForPath(page, '/verification-pending');
      await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();

      await page.goto(pathOf(await provider.latestVerificationLink(email)));
      await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
      await page.getByRole('button', { name: 'Go to Login' }).click();
      await waitForPath(page, '/login');
      expect(await page.evaluate(() => sessionStorage.getItem('pendingVerification'))).toBeNull();

      await fillLoginForm(page, email, password);
      await waitForPath(page, '/');
      const nav = page.getByRole('banner');
      await expect(nav.getByText('Journey Tester').filter({ visible: true })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Wallet balance: 0 credits' })).toBeVisible();
      await expect(await logoutButton(page)).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveCount(0);

      const stored = await page.evaluate(() =>
        JSON.parse(localStorage.getItem('auth_data') ?? '{}'),
      );
      expect(stored.user.email).toBe(email);
      expect(typeof stored.tokenExpiry).toBe('number');

      await logoutFromBar(page);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      // Each of those calls carried the XSRF token (the fixture checks every unsafe call too).
      expect(postsWithXsrf(await apiCalls.calls())).toEqual(
        expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/auth/logout']),
      );
    },
  );

  test('keeps an unverified user at /verification-pending', async ({ page }) => {
    const email = uniqueEmail('unverified');
    await page.goto('/register');
    await fillRegisterForm(page, {
      name: 'Not Yet',
      email,
      password: 'unverified-pw-1',
      confirm: 'unverified-pw-1',
    });
    await waitForPath(page, '/verification-pending');
    await page.goto('/login');
    await fillLoginForm(page, email, 'unverified-pw-1');
    await waitForPath(page, '/verification-pending');
    await page.goto('/videos');
    await waitForPath(page, '/verification-pending');
    // Registration's e-mail went out moments ago and the provider keeps the 60 s cooldown from it:
    // the page counts that down instead of offering a resend the provider would refuse.
    await expect(page.getByText(/^You can request another email in \d+ s\.$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend Verification Email' })).toBeDisabled();
  });

  // The XSRF token is fetched before the first POST (decision 0141) with a call a signed-out
  // visitor gets 200 for, so signing in logs no refused request in the console. The form's
  // messages for a wrong password or a mismatched confirmation are checked beside the pages
  // (login-page.test.tsx, register-page.test.tsx).
  test('signs a visitor in with the keyboard alone, with no refused call and no console error', async ({
    page,
  }) => {
    const refused: string[] = [];
    const errors: string[] = [];
    page.on('response', (res) => {
      if (res.status() >= 400) refused.push(`${res.status()} ${new URL(res.url()).pathname}`);
    });
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    await page.goto('/login');
    await page.getByLabel('Email').focus();
    await page.keyboard.type('demo@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('demo-password');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/');
    await expect(
      page.getByRole('banner').getByText('Demo User').filter({ visible: true }),
    ).toBeVisible();
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
  });
});
