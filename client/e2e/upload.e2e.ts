import { statSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount } from './support/accounts';
import { apiURL, launchBrowser, newPage } from './support/browser';
import {
  chooseType,
  closeSuccessDialog,
  DROP_LABELS,
  field,
  openUploadPage,
  recordedProgress,
  throttleUploads,
  UPLOAD_FIXTURES,
} from './support/upload-helpers';

/** How the dialog's action buttons sit: on how many rows, and whether all are equally wide. */
async function actionRows(dialog: Locator) {
  const boxes = await Promise.all(
    (await dialog.getByRole('button').all()).map((button) => button.boundingBox()),
  );
  const tops = new Set(boxes.map((box) => Math.round(box?.y ?? 0)));
  const widths = new Set(boxes.map((box) => Math.round(box?.width ?? 0)));
  return { rows: tops.size, sameWidth: widths.size === 1 };
}

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

describe('upload', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends a signed-out visitor to /login and back to /upload after signing in', async () => {
    const account = await createVerifiedAccount();
    const { context, page } = await newPage(browser);
    await page.goto('/upload');
    await page.waitForURL(/\/login$/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/\/upload$/);
    await page.getByRole('heading', { name: 'Upload Content', level: 1 }).waitFor();
    await context.close();
  });

  it('uploads a video with live progress, then lists it first and plays it', async () => {
    const account = await createVerifiedAccount({ credits: 50 });
    const { context, page } = await openUploadPage(browser, account);
    const scripts = collectScripts(page);
    const title = `Plasma upload ${Date.now()}`;
    await page.getByLabel(DROP_LABELS.video).setInputFiles(UPLOAD_FIXTURES.video);
    await page.getByText('life-finds-a-way.mp4', { exact: true }).waitFor();
    await field(page, 'Title').fill(title);
    await field(page, 'Description').fill('A plasma animation, uploaded from the browser.');
    await field(page, 'Tags').fill('plasma, , e2e');
    await field(page, 'Video Thumbnail (Optional)').setInputFiles(UPLOAD_FIXTURES.thumbnail);
    await expect(page.getByLabel('Video preview').getAttribute('src')).resolves.toMatch(/^blob:/);
    expect(
      await page.getByRole('list', { name: 'Tags' }).getByRole('listitem').allTextContents(),
    ).toEqual(['#plasma', '#e2e']);
    await page.getByText('Ready to upload').waitFor();

    // About 200 KB at 40 KB/s: a few seconds of visible progress.
    await throttleUploads(page, 40_000);
    const reply = page.waitForResponse((res) => res.url().includes('/api/videos/upload?socketId='));
    await page.getByRole('button', { name: 'Upload Content' }).click();
    await page.getByRole('button', { name: 'Uploading...' }).waitFor();
    expect((await reply).status()).toBe(201);
    await closeSuccessDialog(page);

    const seen = await recordedProgress(page);
    expect(seen.statuses).toEqual(
      expect.arrayContaining([
        'Uploading your content...',
        'Upload complete! Processing on server...',
        'Upload complete! Your content is now available.',
      ]),
    );
    const during = seen.values.slice(0, seen.values.lastIndexOf(100) + 1);
    expect(during.some((v) => v > 0 && v < 100)).toBe(true);
    expect(during).toEqual([...during].sort((a, b) => a - b));
    expect(seen.hints.some((h) => /About \d+ (second|minute|hour)s? remaining/.test(h))).toBe(true);
    await page.getByText('Ready to upload').waitFor();
    expect(await field(page, 'Title').inputValue()).toBe('');
    // The navigation bar's balance follows the paid upload (50 - 10).
    await page.getByRole('link', { name: /^Wallet balance: 40/ }).waitFor();
    expect(await scriptsWithSocketIo(scripts)).toHaveLength(1);

    await page.goto('/videos');
    const first = page.getByRole('list', { name: 'Videos' }).getByRole('listitem').first();
    await first.getByText(title).waitFor();
    await first.getByRole('link').first().click();
    await page.waitForURL(/\/video\/[a-f0-9]{24}$/);
    await page.getByRole('heading', { name: title }).waitFor();
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.2);
    await context.close();
  });

  it('keeps socket.io-client out of the bundles of other pages', async () => {
    const { context, page } = await newPage(browser);
    const scripts = collectScripts(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'Videos' }).first().waitFor();
    await page.goto('/videos');
    await page.getByRole('heading', { name: 'Discover Videos' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.size).toBeGreaterThan(1);
    expect(await scriptsWithSocketIo(scripts)).toEqual([]);
    await context.close();
  });

  it('uploads an audio track that then plays on its page', async () => {
    const account = await createVerifiedAccount({ credits: 20 });
    const { context, page } = await openUploadPage(browser, account);
    await chooseType(page, 'Audio');
    const title = `Night Train ${Date.now()}`;
    await page.getByLabel(DROP_LABELS.audio).setInputFiles(UPLOAD_FIXTURES.audio);
    await field(page, 'Title').fill(title);
    await field(page, 'Genre').fill('Ambient');
    await field(page, 'Artist').fill('The Late Shift');
    await field(page, 'Audio Artwork (Optional)').setInputFiles(UPLOAD_FIXTURES.artwork);
    const reply = page.waitForResponse((res) => res.url().endsWith('/api/audios/upload'));
    await page.getByRole('button', { name: 'Upload Content' }).click();
    const { audio } = (await (await reply).json()) as { audio: { _id: string } };
    await closeSuccessDialog(page);
    await page.goto(`/audio/${audio._id}`);
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByRole('button', { name: 'Play' }).click();
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 0.2);
    await context.close();
  });

  it('uploads a PDF book that opens in the reader', async () => {
    const account = await createVerifiedAccount({ credits: 20 });
    const { context, page } = await openUploadPage(browser, account);
    await chooseType(page, 'Book');
    const title = `The Last Tram ${Date.now()}`;
    await page.getByLabel(DROP_LABELS.book).setInputFiles(UPLOAD_FIXTURES.book);
    await page.getByText('PDF, EPUB, MOBI').waitFor();
    await field(page, 'Title').fill(title);
    await field(page, 'Author').fill('R. Ellery');
    await field(page, 'Description').fill('A night on the last tram.');
    await field(page, 'Book Cover (Optional)').setInputFiles(UPLOAD_FIXTURES.cover);
    const reply = page.waitForResponse((res) => res.url().endsWith('/api/books/upload'));
    await page.getByRole('button', { name: 'Upload Content' }).click();
    const { book } = (await (await reply).json()) as { book: { _id: string } };
    await closeSuccessDialog(page);
    // Stored byte for byte...
    const stored = await fetch(`${apiURL()}/api/books/read/${book._id}`, {
      headers: { Authorization: `Bearer ${account.token}` },
    });
    expect(stored.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect((await stored.arrayBuffer()).byteLength).toBe(statSync(UPLOAD_FIXTURES.book).size);
    await page.goto(`/books/read/${book._id}`);
    // ...and readable: the reader fetches it with the bearer token and pdf.js draws it.
    const readout = page.getByRole('status', { name: 'Page', exact: true });
    await readout.waitFor({ timeout: 20_000 });
    expect(await readout.textContent()).toMatch(/^1 \/ \d+$/);
    await page.locator('.reader-page canvas').first().waitFor();
    await context.close();
  });

  it('publishes a poem and a story, each listed on the Stories page', async () => {
    const account = await createVerifiedAccount();
    const { context, page } = await openUploadPage(browser, account);
    const stamp = Date.now();
    for (const [type, title] of [
      ['Poem', `Low Tide ${stamp}`],
      ['Story', `The Lighthouse Cat ${stamp}`],
    ] as const) {
      await chooseType(page, type);
      await expect(page.getByText('Upload Progress').count()).resolves.toBe(0);
      await field(page, 'Title').fill(title);
      await field(page, 'Content').fill('The sea goes out\nand leaves its letters.');
      await field(page, 'Tags (optional)').fill('sea');
      await page.getByRole('button', { name: 'Upload Content' }).click();
      await closeSuccessDialog(page);
    }
    await page.goto('/stories');
    await page.getByText(`The Lighthouse Cat ${stamp}`).waitFor();
    await page.goto('/stories?tab=poems');
    await page.getByText(`Low Tide ${stamp}`).waitFor();
    await context.close();
  });

  it('shows the Insufficient Balance numbers when credits are short, and Add Funds opens the wallet', async () => {
    const account = await createVerifiedAccount({ credits: 3 });
    const check = await fetch(`${apiURL()}/api/content/check-balance/video`, {
      headers: { Authorization: `Bearer ${account.token}` },
    });
    expect(check.status).toBe(402);
    const { requiredAmount, balance } = (await check.json()) as {
      requiredAmount: number;
      balance: number;
    };
    expect(balance).toBe(3);

    const { context, page } = await openUploadPage(browser, account, { width: 390, height: 844 });
    await page.getByLabel(DROP_LABELS.video).setInputFiles(UPLOAD_FIXTURES.video);
    await field(page, 'Title').fill('Too expensive');
    await field(page, 'Description').fill('Not enough credits for this one.');
    await field(page, 'Tags').fill('broke');
    await page.getByRole('button', { name: 'Upload Content' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insufficient Balance' });
    await dialog
      .getByText("You don't have enough funds in your wallet to upload this content.")
      .waitFor();
    const text = await dialog.textContent();
    expect(text).toContain(`Required amount${requiredAmount.toFixed(2)} credits`);
    expect(text).toContain('Your balance3.00 credits');
    expect(text).toContain(`Amount needed${(requiredAmount - 3).toFixed(2)} credits`);
    await dialog.getByRole('button', { name: 'Retry Upload' }).waitFor();
    // On a phone the three actions stack, each as wide as the others: never two plus one.
    expect(await actionRows(dialog)).toEqual({ rows: 3, sameWidth: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(await actionRows(dialog)).toEqual({ rows: 1, sameWidth: false });
    await dialog.getByRole('button', { name: 'Add Funds' }).click();
    await page.waitForURL(/\/wallet$/);
    await context.close();
  });

  it('shows what an upload of the chosen type costs, with the balance beside it', async () => {
    const account = await createVerifiedAccount({ credits: 12 });
    const { context, page } = await openUploadPage(browser, account);
    const price = page.getByTestId('upload-price');
    await price.getByText('Uploading a video costs 10.00 credits').waitFor();
    expect(await price.textContent()).toContain('Your balance: 12.00 credits');
    await chooseType(page, 'Audio');
    await price.getByText('Uploading an audio track costs 5.00 credits').waitFor();
    await chooseType(page, 'Poem');
    await price.getByText('Publishing a poem is free').waitFor();
    await context.close();
  });

  it('refuses a text file offered as a video, in the browser and on the server', async () => {
    const account = await createVerifiedAccount({ credits: 20 });
    const { context, page } = await openUploadPage(browser, account);
    const text = {
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('just some notes'),
    };
    await page.getByLabel(DROP_LABELS.video).setInputFiles(text);
    await page.getByText('"notes.txt" can\'t be used here. Please choose a video file.').waitFor();

    // Disguised as MP4, it passes the browser's check; the provider reads the bytes and says why.
    await page
      .getByLabel(DROP_LABELS.video)
      .setInputFiles({ ...text, name: 'notes.mp4', mimeType: 'video/mp4' });
    await field(page, 'Title').fill('Not a video');
    await field(page, 'Description').fill('Plain text in disguise.');
    await field(page, 'Tags').fill('fake');
    await page.getByRole('button', { name: 'Upload Content' }).click();
    await page.getByText('An error occurred during upload. Please try again.').waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: /not a supported video format/ })
      .waitFor();
    await page.getByRole('link', { name: /^Wallet balance: 20/ }).waitFor();
    await context.close();
  });
});
