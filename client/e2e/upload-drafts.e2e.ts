import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logoutFromBar } from './support/account-bar';
import { axeViolations } from './support/axe';
import {
  chooseType,
  closeSuccessDialog,
  DROP_LABELS,
  field,
  openUploadPage,
  UPLOAD_FIXTURES,
} from './support/upload-helpers';
import {
  progressPanel,
  shootAndCheck,
  stage,
  stagesList,
  storedDrafts,
  waitForDraft,
} from './support/upload-drafts';

const BOOK = 'the-last-tram-home.pdf';
const COVER = 'the-last-tram-home.jpg';
const VIDEO = 'life-finds-a-way.mp4';

async function fillVideo(page: Page, title: string) {
  await page.getByLabel(DROP_LABELS.video).setInputFiles(UPLOAD_FIXTURES.video);
  await field(page, 'Title').fill(title);
  await field(page, 'Description').fill('Kept across reloads.');
  await field(page, 'Tags').fill('drafts, e2e');
}

/** The fixture video's `ftyp` box and an empty `mdat`: it sniffs as MP4 but has no movie header. */
function videoWithoutMovieHeader(): Buffer {
  const bytes = readFileSync(UPLOAD_FIXTURES.video);
  return Buffer.concat([
    bytes.subarray(0, bytes.readUInt32BE(0)),
    Buffer.from([0, 0, 0, 8]),
    Buffer.from('mdat'),
  ]);
}

async function balanceOf(apiURL: string, token: string): Promise<number> {
  const res = await fetch(`${apiURL}/api/wallet/balance`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { balance: number }).balance;
}

test.describe('upload drafts', () => {
  test('brings back a book draft with its PDF and cover after a reload, and Discard draft clears it', async ({
    page,
    provider,
    loginViaApi,
  }) => {
    test.setTimeout(120_000);
    const account = await provider.createVerifiedAccount();
    await loginViaApi(account.email, account.password);
    await openUploadPage(page);
    await chooseType(page, 'Book');
    await field(page, 'Title').fill('The Last Tram Home');
    await field(page, 'Author').fill('A. Driver');
    await field(page, 'Description').fill('A night ride across the city.');
    await page.getByLabel(DROP_LABELS.book).setInputFiles(UPLOAD_FIXTURES.book);
    await field(page, 'Book Cover (Optional)').setInputFiles(UPLOAD_FIXTURES.cover);
    await waitForDraft(page, 'The Last Tram Home', [BOOK, COVER], 'A night ride across the city.');

    await page.reload();
    const notice = page.getByRole('status').filter({ hasText: 'Draft restored' });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Book' })).toBeChecked();
    await expect(field(page, 'Title')).toHaveValue('The Last Tram Home');
    await expect(field(page, 'Author')).toHaveValue('A. Driver');
    await expect(field(page, 'Description')).toHaveValue('A night ride across the city.');
    await expect(page.getByText(BOOK, { exact: true })).toBeVisible();
    await expect(page.getByText(COVER, { exact: true })).toBeVisible();
    // The restored cover is a real image again: the preview shows it.
    await expect(page.locator('.upload-card img[src^="blob:"]').first()).toBeVisible();
    await shootAndCheck(page, 'upload-draft-restored', notice);

    await notice.getByRole('button', { name: 'Discard draft' }).click();
    await expect(page.getByText('Draft restored')).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Video' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Video' })).toBeFocused();
    await expect(field(page, 'Title')).toHaveValue('');
    await expect.poll(() => storedDrafts(page)).toEqual([]);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Upload Content', level: 1 })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Video' })).toBeChecked();
    await expect(page.getByText('Draft restored')).toHaveCount(0);
  });

  test('a published upload clears its draft; the timeline names the server steps and links to the video', async ({
    page,
    provider,
    loginViaApi,
  }) => {
    test.setTimeout(120_000);
    const account = await provider.createVerifiedAccount({ credits: 20 });
    await loginViaApi(account.email, account.password);
    await openUploadPage(page);
    const title = `Draft to publish ${Date.now()}`;
    await fillVideo(page, title);
    await waitForDraft(page, title, [VIDEO]);

    await page.getByRole('button', { name: 'Upload Content' }).click();
    await expect(page.getByRole('dialog', { name: 'Upload Successful!' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(stage(page, 'Uploading')).toContainText('done');
    await expect(stage(page, 'Uploading')).toContainText(/KB sent/);
    const steps = stage(page, 'Processing').getByRole('list', { name: 'Processing steps' });
    await expect(steps.getByRole('listitem').first()).toHaveText('Checking the video container');
    await expect(steps).toContainText('Publishing');
    const link = stage(page, 'Published').getByRole('link', { name: `Open your video “${title}”` });
    await expect(link).toHaveAttribute('href', /^\/video\/[a-f0-9]{24}$/);
    await expect.poll(() => storedDrafts(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    // The panel behind the dialog, for the screenshots.
    await page.addStyleTag({ content: '.dialog-backdrop { display: none !important; }' });
    await shootAndCheck(page, 'upload-timeline-published', progressPanel(page));
    await page.addStyleTag({ content: '.dialog-backdrop { display: flex !important; }' });

    await closeSuccessDialog(page);
    await expect(page.getByText('Ready to upload')).toBeVisible();
    await page.getByRole('link', { name: `Open your video “${title}”` }).click();
    await page.waitForURL(/\/video\/[a-f0-9]{24}$/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.goto('/upload');
    await expect(field(page, 'Title')).toHaveValue('');
    await expect(page.getByText('Draft restored')).toHaveCount(0);
  });

  test('signing out clears the user’s draft', async ({ page, provider }) => {
    const account = await provider.createVerifiedAccount();
    const signIn = async () => {
      await page.goto('/login');
      await page.getByLabel('Email', { exact: true }).fill(account.email);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/');
    };
    await signIn();
    await openUploadPage(page);
    await field(page, 'Title').fill('Private thoughts');
    await waitForDraft(page, 'Private thoughts');

    await logoutFromBar(page);
    await expect.poll(() => storedDrafts(page)).toEqual([]);

    await signIn();
    await openUploadPage(page);
    await expect(field(page, 'Title')).toHaveValue('');
    await expect(page.getByText('Draft restored')).toHaveCount(0);
  });
});

test.describe('upload timeline: failure and retry', () => {
  test('a dropped upload says so, and Retry upload sends the same files again, charged once', async ({
    page,
    provider,
    loginViaApi,
    apiURL,
  }) => {
    test.setTimeout(120_000);
    const account = await provider.createVerifiedAccount({ credits: 50 });
    await loginViaApi(account.email, account.password);
    await openUploadPage(page);
    const title = `Retried upload ${Date.now()}`;
    await fillVideo(page, title);
    await field(page, 'Video Thumbnail (Optional)').setInputFiles(UPLOAD_FIXTURES.thumbnail);
    // The first upload request never reaches the provider.
    await page.route('**/api/videos/upload**', (route) => route.abort('connectionreset'), {
      times: 1,
    });
    // The calls the page makes, in order (the price line checks the balance too, on its own).
    const calls: string[] = [];
    page.on('request', (req) => {
      const { pathname } = new URL(req.url());
      if (/^\/api\/(content\/check-balance|videos\/upload)/.test(pathname)) calls.push(pathname);
    });

    await page.getByRole('button', { name: 'Upload Content' }).click();
    await expect(stage(page, 'Uploading')).toContainText('failed');
    await expect(stage(page, 'Uploading')).toContainText(
      'The connection to the server was lost before the upload finished.',
    );
    await expect(stage(page, 'Processing')).toContainText('not started');
    await expect(
      page.getByText('An error occurred during upload. Please try again.'),
    ).toBeVisible();
    const retry = page.getByRole('button', { name: 'Retry upload' });
    await expect(retry).toBeVisible();
    await shootAndCheck(page, 'upload-timeline-upload-failed', progressPanel(page));

    const reply = page.waitForResponse((res) => res.url().includes('/api/videos/upload'));
    calls.length = 0;
    await retry.click();
    expect((await reply).status()).toBe(201);
    // Retrying checks the balance first, then sends the form once more.
    expect(calls[0]).toBe('/api/content/check-balance/video');
    expect(calls.filter((c) => c === '/api/videos/upload')).toHaveLength(1);
    await closeSuccessDialog(page);
    expect(await balanceOf(apiURL, account.token)).toBe(40);
    await expect(page.getByRole('link', { name: /^Wallet balance: 40/ })).toBeVisible();
    const videos = (await (await fetch(`${apiURL}/api/videos`)).json()) as {
      videos: { _id: string; title: string }[];
    };
    const mine = videos.videos.filter((v) => v.title === title);
    expect(mine).toHaveLength(1);
    // The thumbnail went again too: the provider serves the very bytes of the fixture.
    const thumb = await fetch(`${apiURL}/api/videos/thumbnail/${mine[0]?._id}`);
    expect(Buffer.from(await thumb.arrayBuffer())).toEqual(readFileSync(UPLOAD_FIXTURES.thumbnail));
  });

  test('a video the server cannot process fails in plain words, refunded, and can be retried', async ({
    page,
    provider,
    loginViaApi,
    apiURL,
  }) => {
    test.setTimeout(120_000);
    const account = await provider.createVerifiedAccount({ credits: 50 });
    await loginViaApi(account.email, account.password);
    await openUploadPage(page);
    await page.getByLabel(DROP_LABELS.video).setInputFiles({
      name: 'no-movie-header.mp4',
      mimeType: 'video/mp4',
      buffer: videoWithoutMovieHeader(),
    });
    await field(page, 'Title').fill('Broken video');
    await field(page, 'Description').fill('Its container has no movie header.');
    await field(page, 'Tags').fill('broken');
    await page.getByRole('button', { name: 'Upload Content' }).click();

    await expect(stage(page, 'Processing')).toContainText('failed', { timeout: 30_000 });
    await expect(stage(page, 'Uploading')).toContainText('done');
    await expect(stage(page, 'Processing')).toContainText(
      'The server could not finish processing the file. It said:',
    );
    await expect(stage(page, 'Published')).toContainText('not started');
    await expect(stagesList(page)).toBeVisible();
    // The provider refunds a video it could not process.
    await expect.poll(() => balanceOf(apiURL, account.token)).toBe(50);
    await shootAndCheck(page, 'upload-timeline-processing-failed', progressPanel(page));

    const second = page.waitForResponse((res) => res.url().includes('/api/videos/upload'));
    await page.getByRole('button', { name: 'Retry upload' }).click();
    expect((await second).status()).toBe(201);
    await expect(stage(page, 'Processing')).toContainText('failed', { timeout: 30_000 });
    await expect.poll(() => balanceOf(apiURL, account.token)).toBe(50);
  });
});
