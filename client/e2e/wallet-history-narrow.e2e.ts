import { expect, test } from './fixtures';

// Issue 32, item 4: at 320 px the Transaction History stacks its lines instead of scrolling.
test('the wallet history fits a 320 px screen without sideways scrolling', async ({
  page,
  provider,
  loginViaApi,
}) => {
  const account = await provider.createVerifiedAccount({ credits: 25 });
  await loginViaApi(account.email, account.password);
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/wallet');
  const table = page.getByRole('table');
  await expect(table.getByRole('row').filter({ hasText: '+25' })).toBeVisible();

  const widths = await page
    .locator('.wallet-history-scroll')
    .evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  // Still a table to assistive technology, with its column headers.
  await expect(table.getByRole('columnheader', { name: 'Amount' })).toHaveCount(1);
});
