import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
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
  // insufficient-funds: the provider's refusals are checked in scenarios.test.ts, the dialog they
  // open in upload-page.test.tsx and upload-refusals.e2e.ts.
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
