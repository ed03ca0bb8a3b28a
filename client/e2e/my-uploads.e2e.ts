import type { Page } from '@playwright/test';
import type { MyUploads } from '@inkreel/shared';
import { expect, test } from './fixtures';
import { openAccountFromBar } from './support/account-bar';
import { axeViolations } from './support/axe';
import { faultLab } from './support/scenario';
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
      await expect(poems.getByRole('link', { name: title, exact: true })).toBeVisible();
      // A fresh account has nothing else: no other kind gets a section.
      await expect(page.getByRole('heading', { level: 2 })).toHaveCount(1);
      expect(await axeViolations(page)).toEqual([]);

      await poems.getByRole('link', { name: title, exact: true }).click();
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

test.describe('my uploads against a provider with the specification’s calls only', () => {
  test('shows no manage control and no error: not at upload, on My uploads or on the item’s page', async ({
    page,
    browser,
    baseURL,
    provider,
    loginViaApi,
    apiURL,
  }) => {
    // The mock provider's spec-only scenario: every extension call (manage's, /api/extensions and
    // /api/uploads/mine among them) answers 404, as a provider without them would.
    await faultLab(apiURL).set('spec-only');
    const account = await provider.createVerifiedAccount();
    await loginViaApi(account.email, account.password);
    const asked = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/extensions');
    await openUploadPage(page);
    expect((await asked).status()).toBe(404);
    await chooseType(page, 'Poem');
    await expect(page.getByRole('group', { name: 'Who can see it' })).toHaveCount(0);
    await expect(page.getByText(/not refunded/)).toHaveCount(0);
    const title = `Quiet Harbour ${Date.now()}`;
    await publishPoem(page, title);

    await page.getByRole('contentinfo').getByRole('link', { name: 'My uploads' }).click();
    const published = page.getByRole('list', { name: 'Published from this browser' });
    await expect(published.getByRole('link', { name: title })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('combobox')).toHaveCount(0);
    await expect(main.getByRole('checkbox')).toHaveCount(0);
    await expect(main.getByRole('link', { name: /^(Edit|Statistics)/ })).toHaveCount(0);
    await expect(main.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // A video's page, as its uploader sees it (a poem's page needs an extension call): no Edit
    // or Statistics from this provider. A seeded creator's, as this provider takes no upload's id.
    const ada = await provider.login('ada@example.com', 'creator-password');
    await faultLab(apiURL).set('normal');
    const mine = (await (
      await provider.call('/api/uploads/mine', {
        headers: { Authorization: `Bearer ${ada.token}` },
      })
    ).json()) as MyUploads;
    const video = mine.videos.find((v) => (v.visibility ?? 'public') === 'public');
    expect(video).toBeDefined();
    await faultLab(apiURL).set('spec-only');
    const creator = await browser.newContext({ baseURL });
    const own = await creator.newPage();
    await own.addInitScript((data) => {
      localStorage.setItem('auth_data', JSON.stringify(data));
      localStorage.setItem('token', data.token);
    }, ada);
    const answered = own.waitForResponse(
      (res) => new URL(res.url()).pathname === '/api/extensions',
    );
    await own.goto(`/video/${video?._id ?? ''}`);
    await expect(own.getByRole('heading', { level: 1, name: video?.title })).toBeVisible();
    expect((await answered).status()).toBe(404);
    await expect(own.getByRole('group', { name: 'Your upload' })).toHaveCount(0);
    await expect(
      own.getByRole('main').getByRole('link', { name: /^(Edit|Statistics)$/ }),
    ).toHaveCount(0);
    await expect(own.getByRole('alert')).toHaveCount(0);
    await creator.close();
  });
});
