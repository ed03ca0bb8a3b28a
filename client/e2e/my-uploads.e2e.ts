import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openAccountFromBar } from './support/account-bar';
import { axeViolations } from './support/axe';
import { chooseType, closeSuccessDialog, field, openUploadPage } from './support/upload-helpers';

/** Publishes a poem from the Upload page and closes the success dialog. */
async function publishPoem(page: Page, title: string) {
  await openUploadPage(page);
  await chooseType(page, 'Poem');
  await field(page, 'Title').fill(title);
  await field(page, 'Content').fill('The tide writes\nand the sand forgets.');
  await field(page, 'Tags (optional)').fill('sea');
  await page.getByRole('button', { name: 'Upload Content' }).click();
  await closeSuccessDialog(page);
}

test.describe('my uploads', () => {
  test(
    "lists a creator's poem under Poems, reached from the name in the navigation bar and the account page",
    { tag: '@cross-origin' },
    async ({ page, provider, loginViaApi }) => {
      const account = await provider.createVerifiedAccount();
      await loginViaApi(account.email, account.password);
      const title = `Shore Lines ${Date.now()}`;
      await publishPoem(page, title);

      await openAccountFromBar(page, account.name);
      await page.waitForURL(/\/account$/);
      await page.getByRole('main').getByRole('link', { name: 'My uploads' }).click();
      await page.waitForURL(/\/my-uploads$/);
      await expect(page.getByRole('heading', { name: 'My uploads', level: 1 })).toBeVisible();
      const poems = page.getByRole('list', { name: 'Your poems' });
      await expect(poems.getByRole('link', { name: title })).toBeVisible();
      // A fresh account has nothing else: no other kind gets a section.
      await expect(page.getByRole('heading', { level: 2 })).toHaveCount(1);
      expect(await axeViolations(page)).toEqual([]);

      await poems.getByRole('link', { name: title }).click();
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    },
  );
});

test.describe('my uploads against a provider without the call', () => {
  // The service worker would fetch the call itself, out of page.route's sight.
  test.use({ serviceWorkers: 'block' });

  test('falls back to what this browser published', async ({ page, provider, loginViaApi }) => {
    // A provider with only docs/product.md's calls: GET /api/uploads/mine is not found.
    await page.route(
      (url) => url.pathname === '/api/uploads/mine',
      (route) =>
        route.fulfill({
          status: 404,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'NOT_FOUND', message: 'Not found' }),
        }),
    );
    const account = await provider.createVerifiedAccount();
    await loginViaApi(account.email, account.password);
    await page.goto('/my-uploads');
    await expect(page.getByText('You have not uploaded anything yet.')).toBeVisible();

    const title = `Salt Marsh ${Date.now()}`;
    await publishPoem(page, title);
    await page.getByRole('contentinfo').getByRole('link', { name: 'My uploads' }).click();
    await expect(page.getByText(/This provider does not list your uploads/)).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Published from this browser' }).getByRole('link', {
        name: title,
      }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
