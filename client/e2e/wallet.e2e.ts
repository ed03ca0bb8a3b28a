import { expect, test } from './fixtures';
import { postsWithXsrf } from './support/api-calls';
import { axeViolations } from './support/axe';

test.describe('wallet journeys', () => {
  test(
    'deposit -> checkout tab -> Pay -> back: confirmed with its amount, the new balance on the page and in the bar, heading the Transaction History (issue 32, item 4)',
    { tag: '@cross-origin' },
    async ({ page, context, provider, loginViaApi, apiCalls }) => {
      // Two tabs and a checkout on a busy machine.
      test.setTimeout(120_000);
      const account = await provider.createVerifiedAccount({ credits: 10 });
      await loginViaApi(account.email, account.password);
      await page.goto('/wallet');
      await expect(page.getByRole('heading', { name: 'Wallet Management' })).toBeVisible();
      const navBalance = page.getByRole('banner').getByRole('link', { name: /Wallet balance/ });
      await expect(navBalance.getByText('10 credits')).toBeVisible();
      await expect(page.getByTestId('wallet-balance')).toHaveText('10.00');
      const history = page.getByRole('region', { name: 'Transaction History' });
      // The account's opening credits are its only line so far (a busy machine loads the page's
      // chunk and the history slowly).
      await expect(history.getByRole('row')).toHaveCount(2, { timeout: 30_000 });

      const amount = page.getByPlaceholder('Enter amount to deposit');
      await amount.fill('12.5');
      const [checkout] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name: 'Deposit Funds' }).click(),
      ]);
      await expect(page.getByText('The payment page opened in a new tab')).toBeVisible();
      await expect(amount).toHaveValue('');
      await checkout.waitForLoadState();
      // The checkout says "Payment complete" and closes its tab (checked in the last journey).
      const closed = checkout.waitForEvent('close');
      await checkout.getByRole('button', { name: 'Pay' }).click();
      await closed;

      // Back to the app's tab: focus / visibility triggers the verification. Playwright emulates
      // focus for every page in headless Chromium, so switching tabs fires no focus event there;
      // the test fires the one a headed browser fires when the user returns to the tab.
      await page.bringToFront();
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect(page.getByRole('status').filter({ hasText: 'Deposit complete' })).toHaveText(
        'Deposit complete: 12.50 credits were added to your wallet.',
      );
      await expect(page.getByTestId('wallet-balance')).toHaveText('22.50');
      // Newest first: the deposit's line, with the balance it left.
      const newest = history.getByRole('row').nth(1);
      await expect(newest.getByRole('cell')).toHaveText([/.+/, 'Deposit', '+12.50', '22.50']);
      await expect(history.getByRole('row')).toHaveCount(3);
      await expect(navBalance.getByText('22.5 credits')).toBeVisible();
      expect(postsWithXsrf(await apiCalls.calls())).toContain('/api/wallet/deposit');
    },
  );

  // Deposit Funds at 0 and at a positive amount: deposit-form.test.tsx and wallet-page.test.tsx.
  test('refuses a negative amount with its reason next to the field; axe finds nothing in either theme', async ({
    page,
    provider,
    loginViaApi,
    apiCalls,
  }) => {
    // axe over the whole page three times takes a while on a busy machine.
    test.setTimeout(120_000);
    const account = await provider.createVerifiedAccount({ credits: 10 });
    await loginViaApi(account.email, account.password);
    await page.goto('/wallet');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('table')).toBeVisible({ timeout: 30_000 });
    expect(await axeViolations(page)).toEqual([]);

    const amount = page.getByRole('spinbutton', { name: 'Amount to deposit' });
    const button = page.getByRole('button', { name: 'Deposit Funds' });
    await amount.fill('-5');
    await expect(amount).toHaveAccessibleDescription('Amount must be greater than 0');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Amount must be greater than 0')).toBeVisible();
    await expect(button).toBeDisabled();
    // The reason sits right under the field, not somewhere else on the page.
    const field = await amount.boundingBox();
    const reason = await page.getByText('Amount must be greater than 0').boundingBox();
    expect(reason && field && reason.y - (field.y + field.height)).toBeLessThan(80);
    // Enter does not send it either.
    await amount.press('Enter');
    // Checked with the reason shown too (its colour on the card), in both themes: the bar's switch
    // changes the theme in place.
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    expect(await axeViolations(page)).toEqual([]);
    const deposits = (await apiCalls.calls()).filter((call) =>
      call.url.includes('/api/wallet/deposit'),
    );
    expect(deposits).toEqual([]);
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
