import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { postsWithXsrf } from './support/api-calls';
import {
  closeSuccessDialog,
  DROP_LABELS,
  field,
  openUploadPage,
  recordedProgress,
  throttleUploads,
  UPLOAD_FIXTURES,
} from './support/upload-helpers';

/** Strings only socket.io-client's code contains (checked against the build output). */
const SOCKET_IO_CLIENT_MARKERS = ['io client disconnect', 'engine.io'];

/** Keeps the body of every JavaScript file the page loads (read them with `scriptsWithSocketIo`). */
function collectScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (res) => {
    if (res.url().endsWith('.js'))
      scripts.set(
        res.url(),
        res.text().catch(() => ''),
      );
  });
  return scripts;
}

async function scriptsWithSocketIo(scripts: Map<string, Promise<string>>): Promise<string[]> {
  const bodies = await Promise.all(
    [...scripts].map(async ([url, body]) => [url, await body] as const),
  );
  return bodies
    .filter(([, body]) => SOCKET_IO_CLIENT_MARKERS.every((marker) => body.includes(marker)))
    .map(([url]) => url);
}

test.describe('upload', () => {
  test('sends a signed-out visitor to /login and back to /upload after signing in', async ({
    page,
    provider,
  }) => {
    const account = await provider.createVerifiedAccount();
    await page.goto('/upload');
    await page.waitForURL(/\/login$/);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/\/upload$/);
    await expect(page.getByRole('heading', { name: 'Upload Content', level: 1 })).toBeVisible();
  });

  test('asks before leaving while a video uploads, and cancels it only on Leave', async ({
    page,
    provider,
    loginViaApi,
  }) => {
    const account = await provider.createVerifiedAccount({ credits: 50 });
    await loginViaApi(account.email, account.password);
    // From the home page, so the browser's Back has somewhere to go.
    await page.goto('/');
    const nav = page.getByRole('navigation').first();
    await nav.getByRole('link', { name: 'Upload', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Upload Content', level: 1 })).toBeVisible();
    await page.getByLabel(DROP_LABELS.video).setInputFiles(UPLOAD_FIXTURES.video);
    await field(page, 'Title').fill(`Left behind ${Date.now()}`);
    await field(page, 'Description').fill('An upload the user walks away from.');
    await field(page, 'Tags').fill('e2e');
    // About 30 KB at 2 KB/s: long enough to try every way out.
    await throttleUploads(page, 2_000);
    await page.getByRole('button', { name: 'Upload Content' }).click();
    await expect(page.getByRole('button', { name: 'Uploading...' })).toBeVisible();

    const leave = page.getByRole('dialog', { name: 'Leave this page?' });
    await nav.getByRole('link', { name: 'Videos', exact: true }).click();
    await expect(leave).toBeVisible();
    await expect(page).toHaveURL(/\/upload$/);
    // Both answers fit inside the dialog.
    const panel = await leave.boundingBox();
    for (const name of ['Keep uploading', 'Leave anyway']) {
      const button = await leave.getByRole('button', { name }).boundingBox();
      expect(panel && button && button.x >= panel.x).toBe(true);
      expect(panel && button && button.x + button.width <= panel.x + panel.width).toBe(true);
    }
    await leave.getByRole('button', { name: 'Keep uploading' }).click();
    await expect(leave).toHaveCount(0);

    // The browser's Back is undone and asked about too.
    await page.evaluate(() => {
      window.history.back();
    });
    await expect(leave).toBeVisible();
    await expect(page).toHaveURL(/\/upload$/);
    await leave.getByRole('button', { name: 'Keep uploading' }).click();
    await expect(page.getByRole('button', { name: 'Uploading...' })).toBeVisible();
    await expect(page.getByText('Uploading your content...')).toBeVisible();

    await nav.getByRole('link', { name: 'Videos', exact: true }).click();
    await leave.getByRole('button', { name: 'Leave anyway' }).click();
    await expect(page).toHaveURL(/\/videos$/);
    await expect(page.getByRole('heading', { name: 'Discover Videos' })).toBeVisible();
    // Cancelled, so not paid for.
    await expect(page.getByRole('link', { name: /^Wallet balance: 50/ })).toBeVisible();
  });

  test(
    'uploads a video with live progress, then lists it first and plays it',
    { tag: '@cross-origin' },
    async ({ page, provider, loginViaApi, apiCalls }) => {
      const account = await provider.createVerifiedAccount({ credits: 50 });
      await loginViaApi(account.email, account.password);
      const scripts = collectScripts(page);
      await openUploadPage(page);
      const title = `Plasma upload ${Date.now()}`;
      await page.getByLabel(DROP_LABELS.video).setInputFiles(UPLOAD_FIXTURES.video);
      // The drop zone names the file it holds (the preview may name it too until its video shows).
      await expect(
        page.getByRole('button', { name: 'Remove file life-finds-a-way.mp4' }),
      ).toBeVisible();
      await field(page, 'Title').fill(title);
      await field(page, 'Description').fill('A plasma animation, uploaded from the browser.');
      await field(page, 'Tags').fill('plasma, , e2e');
      await field(page, 'Video Thumbnail (Optional)').setInputFiles(UPLOAD_FIXTURES.thumbnail);
      await expect(page.getByLabel('Video preview')).toHaveAttribute('src', /^blob:/);
      await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
        '#plasma',
        '#e2e',
      ]);
      await expect(page.getByText('Ready to upload')).toBeVisible();

      // About 200 KB at 40 KB/s: a few seconds of visible progress.
      await throttleUploads(page, 40_000);
      const reply = page.waitForResponse((res) =>
        res.url().includes('/api/videos/upload?socketId='),
      );
      await page.getByRole('button', { name: 'Upload Content' }).click();
      await expect(page.getByRole('button', { name: 'Uploading...' })).toBeVisible();
      expect((await reply).status()).toBe(201);
      await closeSuccessDialog(page);

      // Processing goes on after the reply (PROCESSING_MS): the panel's states are polled until
      // the last one has been shown, not read once.
      await expect
        .poll(async () => (await recordedProgress(page)).statuses)
        .toEqual(
          expect.arrayContaining([
            'Uploading your content...',
            'Upload complete! Processing on server...',
            'Upload complete! Your content is now available.',
          ]),
        );
      const seen = await recordedProgress(page);
      const during = seen.values.slice(0, seen.values.lastIndexOf(100) + 1);
      expect(during.some((v) => v > 0 && v < 100)).toBe(true);
      expect(during).toEqual([...during].sort((a, b) => a - b));
      expect(seen.hints.some((h) => /About \d+ (second|minute|hour)s? remaining/.test(h))).toBe(
        true,
      );
      await expect(page.getByText('Ready to upload')).toBeVisible();
      await expect(field(page, 'Title')).toHaveValue('');
      // The navigation bar's balance follows the paid upload (50 - 10).
      await expect(page.getByRole('link', { name: /^Wallet balance: 40/ })).toBeVisible();
      expect(await scriptsWithSocketIo(scripts)).toHaveLength(1);
      expect(postsWithXsrf(await apiCalls.calls())).toContain('/api/videos/upload');

      await page.goto('/videos');
      const first = page.getByRole('list', { name: 'Videos' }).getByRole('listitem').first();
      await expect(first.getByText(title)).toBeVisible();
      await first.getByRole('link').first().click();
      await page.waitForURL(/\/video\/[a-f0-9]{24}$/);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.2);
    },
  );

  test('keeps socket.io-client out of the bundles of other pages', async ({ page }) => {
    const scripts = collectScripts(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Videos' }).first()).toBeVisible();
    await page.goto('/videos');
    await expect(page.getByRole('heading', { name: 'Discover Videos' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.size).toBeGreaterThan(1);
    expect(await scriptsWithSocketIo(scripts)).toEqual([]);
  });
});
