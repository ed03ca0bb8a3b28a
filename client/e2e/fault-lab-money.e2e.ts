import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForPath } from './support/app-pages';
import { faultLab, snapshot } from './support/scenario';
import { DROP_LABELS, field, openUploadPage, UPLOAD_FIXTURES } from './support/upload-helpers';

type VideoList = { videos: { title: string }[] };

async function fillVideo(page: Page, title: string) {
  await page.getByLabel(DROP_LABELS.video).setInputFiles(UPLOAD_FIXTURES.video);
  await field(page, 'Title').fill(title);
  await field(page, 'Description').fill('Uploaded by a fault lab journey.');
  await field(page, 'Tags').fill('fault-lab');
}

const listed = async (lab: ReturnType<typeof faultLab>, title: string) =>
  (await lab.get<VideoList>('/api/videos?page=1')).videos.some((v) => v.title === title);

// Each journey switches its scenario; the `normalScenario` fixture puts `normal` back (no leaks).
test.describe('fault lab: wallet and upload faults', () => {
  test('insufficient-funds: the Insufficient Balance dialog, and nothing is charged', async ({
    page,
    provider,
    loginViaApi,
    apiURL,
  }) => {
    const lab = faultLab(apiURL);
    const account = await provider.createVerifiedAccount({ credits: 50 });
    await loginViaApi(account.email, account.password);
    await openUploadPage(page);
    await lab.set('insufficient-funds');
    const title = `Short of funds ${Date.now()}`;
    await fillVideo(page, title);
    await page.getByRole('button', { name: 'Upload Content' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insufficient Balance' });
    await dialog
      .getByText("You don't have enough funds in your wallet to upload this content.")
      .waitFor();
    await snapshot(page, 'insufficient-funds-dialog');
    const numbers = await dialog.locator('dd').allTextContents();
    expect(numbers).toEqual(['10.00 credits', '0.00 credits', '10.00 credits']);
    await dialog.getByRole('button', { name: 'Add Funds' }).click();
    await waitForPath(page, '/wallet');
    await page.getByTestId('wallet-balance').getByText('0.00').waitFor();

    await lab.set('normal');
    expect(await lab.balanceOf(account.token)).toBe(50);
    expect(await listed(lab, title)).toBe(false);
  });

  test(
    'payment-declined: Pay declines, the wallet says so, nothing is credited',
    { tag: '@cross-origin' },
    async ({ page, context, provider, loginViaApi, apiURL }) => {
      const lab = faultLab(apiURL);
      const account = await provider.createVerifiedAccount({ credits: 10 });
      await loginViaApi(account.email, account.password);
      await page.goto('/wallet');
      await page.getByTestId('wallet-balance').getByText('10.00').waitFor();
      await lab.set('payment-declined');

      await page.getByPlaceholder('Enter amount to deposit').fill('25');
      const [checkout] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name: 'Deposit Funds' }).click(),
      ]);
      await checkout.waitForLoadState();
      const closed = checkout.waitForEvent('close');
      await checkout.getByRole('button', { name: 'Pay' }).click();
      await checkout.getByRole('heading', { name: 'Payment declined' }).waitFor();
      // The checkout tab closes itself, as after a cancel: one app tab.
      await closed;

      await page.bringToFront();
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await page
        .getByRole('alert')
        .getByText('Your payment was declined. No funds were added to your wallet.')
        .waitFor();
      await page.getByTestId('wallet-balance').getByText('10.00').waitFor();
      await snapshot(page, 'payment-declined-wallet');
      expect(await lab.balanceOf(account.token)).toBe(10);
    },
  );

  test('processing-fails: the error state, the reason, and the price refunded', async ({
    page,
    provider,
    loginViaApi,
    apiURL,
  }) => {
    const lab = faultLab(apiURL);
    const account = await provider.createVerifiedAccount({ credits: 20 });
    await loginViaApi(account.email, account.password);
    await openUploadPage(page);
    await lab.set('processing-fails');
    const title = `Doomed upload ${Date.now()}`;
    await fillVideo(page, title);
    await page.getByRole('button', { name: 'Upload Content' }).click();
    await page.getByText('An error occurred during upload. Please try again.').waitFor({
      timeout: 30_000,
    });
    await page
      .getByRole('alert')
      .getByText(/^Processing failed: The video could not be processed/)
      .waitFor();
    await page.getByRole('link', { name: /^Wallet balance: 20/ }).waitFor();
    await snapshot(page, 'processing-fails-upload');
    expect(await page.getByRole('button', { name: 'Upload Content' }).isEnabled()).toBe(true);

    await lab.set('normal');
    expect(await lab.balanceOf(account.token)).toBe(20);
    expect(await listed(lab, title)).toBe(false);
  });

  test(
    'realtime-down: the upload completes with the HTTP reply and says status is unavailable',
    { tag: '@cross-origin' },
    async ({ page, provider, loginViaApi, apiURL }) => {
      const lab = faultLab(apiURL);
      const account = await provider.createVerifiedAccount({ credits: 20 });
      await loginViaApi(account.email, account.password);
      await openUploadPage(page);
      await lab.set('realtime-down');
      const title = `No realtime ${Date.now()}`;
      await fillVideo(page, title);
      const reply = page.waitForResponse((res) => res.url().includes('/api/videos/upload'));
      await page.getByRole('button', { name: 'Upload Content' }).click();
      await page.getByText(/^Processing status is unavailable/).waitFor({ timeout: 30_000 });
      await page.getByText(/^Processing status is unavailable/).scrollIntoViewIfNeeded();
      await snapshot(page, 'realtime-down-note');
      // No socket id was sent: the provider processed the video within the request.
      expect((await reply).url()).not.toContain('socketId=');
      await page.getByRole('dialog', { name: 'Upload Successful!' }).waitFor({ timeout: 30_000 });
      await page.getByRole('link', { name: /^Wallet balance: 10/ }).waitFor();

      await lab.set('normal');
      expect(await listed(lab, title)).toBe(true);
      expect(await lab.balanceOf(account.token)).toBe(10);
    },
  );
});
