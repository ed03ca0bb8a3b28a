import { statSync } from 'node:fs';
import { expect, test } from './fixtures';
import {
  chooseType,
  closeSuccessDialog,
  DROP_LABELS,
  field,
  openUploadPage,
  UPLOAD_FIXTURES,
} from './support/upload-helpers';

test.describe('upload: audio, books, poems and stories', () => {
  test('uploads an audio track that then plays on its page', async ({
    page,
    provider,
    loginViaApi,
  }) => {
    const account = await provider.createVerifiedAccount({ credits: 20 });
    await loginViaApi(account.email, account.password);
    await openUploadPage(page);
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
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 0.2);
  });

  test(
    'uploads a PDF book that opens in the reader',
    { tag: '@cross-origin' },
    async ({ page, provider, loginViaApi }) => {
      const account = await provider.createVerifiedAccount({ credits: 20 });
      await loginViaApi(account.email, account.password);
      await openUploadPage(page);
      await chooseType(page, 'Book');
      const title = `The Last Tram ${Date.now()}`;
      await page.getByLabel(DROP_LABELS.book).setInputFiles(UPLOAD_FIXTURES.book);
      await expect(page.getByText('PDF, EPUB, MOBI')).toBeVisible();
      await field(page, 'Title').fill(title);
      await field(page, 'Author').fill('R. Ellery');
      await field(page, 'Description').fill('A night on the last tram.');
      await field(page, 'Book Cover (Optional)').setInputFiles(UPLOAD_FIXTURES.cover);
      const reply = page.waitForResponse((res) => res.url().endsWith('/api/books/upload'));
      await page.getByRole('button', { name: 'Upload Content' }).click();
      const { book } = (await (await reply).json()) as { book: { _id: string } };
      await closeSuccessDialog(page);
      // Stored byte for byte...
      const stored = await fetch(`${provider.url}/api/books/read/${book._id}`, {
        headers: { Authorization: `Bearer ${account.token}` },
      });
      expect(stored.headers.get('content-type')).toMatch(/^application\/pdf/);
      expect((await stored.arrayBuffer()).byteLength).toBe(statSync(UPLOAD_FIXTURES.book).size);
      await page.goto(`/books/read/${book._id}`);
      // ...and readable: the reader fetches it with the bearer token and pdf.js draws it.
      const readout = page.getByRole('status', { name: 'Page', exact: true });
      await expect(readout).toHaveText(/^1 \/ \d+$/, { timeout: 20_000 });
      await expect(page.locator('.reader-page canvas').first()).toBeVisible();
    },
  );

  test('publishes a poem and a story, each listed on the Stories page', async ({
    page,
    provider,
    loginViaApi,
  }) => {
    const account = await provider.createVerifiedAccount();
    await loginViaApi(account.email, account.password);
    await openUploadPage(page);
    const stamp = Date.now();
    for (const [type, title] of [
      ['Poem', `Low Tide ${stamp}`],
      ['Story', `The Lighthouse Cat ${stamp}`],
    ] as const) {
      await chooseType(page, type);
      await expect(page.getByText('Upload Progress')).toHaveCount(0);
      await field(page, 'Title').fill(title);
      await field(page, 'Content').fill('The sea goes out\nand leaves its letters.');
      await field(page, 'Tags (optional)').fill('sea');
      await page.getByRole('button', { name: 'Upload Content' }).click();
      await closeSuccessDialog(page);
    }
    await page.goto('/stories');
    await expect(page.getByText(`The Lighthouse Cat ${stamp}`)).toBeVisible();
    await page.goto('/stories?tab=poems');
    await expect(page.getByText(`Low Tide ${stamp}`)).toBeVisible();
  });
});
