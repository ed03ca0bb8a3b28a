import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';

const STATUS = '**/api/auth/status';

// Issue 32, item 5: only a refusal (401) ends a session; a provider that does not answer keeps it.
test.describe('a signed-in user whose provider cannot be reached', () => {
  // A service worker's fetches pass page.route by: the status call must meet the route.
  test.use({ serviceWorkers: 'block' });

  test('stays signed in on reload, with Upload and Deposit disabled until it answers again', async ({
    page,
    provider,
    loginViaApi,
  }) => {
    const account = await provider.createVerifiedAccount({ name: 'Reach Tester' });
    await loginViaApi(account.email, account.password);
    await page.goto('/upload');
    const nav = page.getByRole('banner');
    await expect(nav.getByText(account.name).filter({ visible: true })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('token'));

    // The network says it is up but the provider's status call never gets an answer.
    let aborted = 0;
    await page.route(STATUS, async (route) => {
      aborted += 1;
      await route.abort('connectionrefused');
    });
    await page.reload();
    const banner = page
      .getByRole('status')
      .filter({ hasText: 'Inkreel cannot be reached right now. You are still signed in' });
    await expect(banner).toBeVisible();
    await expect(page).toHaveURL(/\/upload$/);
    await expect(page.getByRole('heading', { name: 'Upload Content', level: 1 })).toBeVisible();
    await expect(nav.getByText(account.name).filter({ visible: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    const upload = page.getByRole('button', { name: 'Upload Content' });
    await expect(upload).toBeDisabled();
    await expect(
      page.locator('form').filter({ has: upload }).getByText('Inkreel cannot be reached'),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await nav.getByRole('link', { name: /^Wallet balance:/ }).click();
    await expect(page.getByRole('heading', { name: 'Wallet Management' })).toBeVisible();
    await page.getByPlaceholder('Enter amount to deposit').fill('5');
    const deposit = page.getByRole('button', { name: 'Deposit Funds' });
    await expect(deposit).toBeDisabled();
    // Checked again with backoff while it stays away.
    await expect.poll(() => aborted, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);

    // The provider answers again: the next check keeps the session, nobody signs in.
    await page.unroute(STATUS);
    await expect(banner).toBeHidden({ timeout: 30_000 });
    await expect(deposit).toBeEnabled();
    await expect(nav.getByText(account.name).filter({ visible: true })).toBeVisible();
    await nav.getByRole('link', { name: 'Upload', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Upload Content' })).toBeEnabled();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
  });

  test('a refused session (401) still ends it', async ({ page, provider, loginViaApi }) => {
    const account = await provider.createVerifiedAccount();
    await loginViaApi(account.email, account.password);
    await page.route(STATUS, (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'UNAUTHORIZED', message: 'Session expired' }),
      }),
    );
    await page.goto('/upload');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
