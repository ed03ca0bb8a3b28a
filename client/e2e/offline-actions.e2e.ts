import { expect, test } from './fixtures';
import { DEMO_USER } from './support/provider';
import { waitForWorker } from './support/service-worker';

// Sign In, Deposit Funds and Upload Content are disabled with "You are offline" while the browser
// says it is offline, and come back with the network: checked beside each form with the window's
// offline and online events (login-page.test.tsx, deposit-form.test.tsx, upload-form.test.tsx,
// offline-banner.test.tsx). Here the browser's own switch is used.
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
