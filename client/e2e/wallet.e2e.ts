import { expect, test } from './fixtures';
import { postsWithXsrf } from './support/api-calls';
import { waitForPath } from './support/app-pages';

test.describe('wallet journeys', () => {
  test(
    'deposit -> checkout tab -> Pay -> back -> new balance on the page and in the navbar',
    { tag: '@cross-origin' },
    async ({ page, context, provider, loginViaApi, apiCalls }) => {
      const account = await provider.createVerifiedAccount({ credits: 10 });
      await loginViaApi(account.email, account.password);
      await page.goto('/wallet');
      await expect(page.getByRole('heading', { name: 'Wallet Management' })).toBeVisible();
      const navBalance = page.getByRole('banner').getByRole('link', { name: /Wallet balance/ });
      await expect(navBalance.getByText('10 credits')).toBeVisible();
      await expect(page.getByTestId('wallet-balance').getByText('10.00')).toBeVisible();

      const amount = page.getByPlaceholder('Enter amount to deposit');
      await amount.fill('25');
      const [checkout] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name: 'Deposit Funds' }).click(),
      ]);
      await expect(page.getByText('The payment page opened in a new tab')).toBeVisible();
      await expect(amount).toHaveValue('');

      await checkout.waitForLoadState();
      await checkout.getByRole('button', { name: 'Pay' }).click();
      await checkout.waitForLoadState();

      // Back to the app's tab: focus / visibility triggers the verification. Playwright emulates
      // focus for every page in headless Chromium, so switching tabs fires no focus event there;
      // the test fires the one a headed browser fires when the user returns to the tab.
      await page.bringToFront();
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect(page.getByTestId('wallet-balance').getByText('35.00')).toBeVisible();
      await expect(navBalance.getByText('35 credits')).toBeVisible();
      expect(postsWithXsrf(await apiCalls.calls())).toContain('/api/wallet/deposit');
    },
  );

  test('keeps Deposit Funds disabled at 0 and enables it for a positive amount', async ({
    page,
    provider,
    loginViaApi,
  }) => {
    const account = await provider.createVerifiedAccount();
    await loginViaApi(account.email, account.password);
    await page.goto('/wallet');
    const button = page.getByRole('button', { name: 'Deposit Funds' });
    await page.getByPlaceholder('Enter amount to deposit').fill('0');
    await expect(button).toBeDisabled();
    await page.getByPlaceholder('Enter amount to deposit').fill('5');
    await expect(button).toBeEnabled();
  });

  test('sends a visitor from /wallet to /login', async ({ page }) => {
    await page.goto('/wallet');
    await waitForPath(page, '/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
  });

  test('after Pay the checkout tab says the payment is done and closes itself: one app tab, updated', async ({
    page,
    context,
    provider,
    loginViaApi,
  }) => {
    const account = await provider.createVerifiedAccount({ credits: 10 });
    await loginViaApi(account.email, account.password);
    await page.goto('/wallet');
    await expect(page.getByTestId('wallet-balance').getByText('10.00')).toBeVisible();
    await page.getByPlaceholder('Enter amount to deposit').fill('15');
    const [checkout] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Deposit Funds' }).click(),
    ]);
    await checkout.waitForLoadState();
    const closed = checkout.waitForEvent('close');
    await checkout.getByRole('button', { name: 'Pay' }).click();
    await expect(checkout.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
    await expect(checkout.getByRole('status')).toHaveText(
      '15.00 credits were added to your Inkreel wallet. Your Inkreel tab shows the new balance when you return to it.',
    );
    await closed;
    // No second app tab: the only page left is the one the user started from.
    expect(context.pages()).toEqual([page]);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByTestId('wallet-balance').getByText('25.00')).toBeVisible();
    await expect(
      page
        .getByRole('banner')
        .getByRole('link', { name: /Wallet balance/ })
        .getByText('25 credits'),
    ).toBeVisible();
  });
});
