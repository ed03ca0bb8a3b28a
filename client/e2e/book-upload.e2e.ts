import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';
import { chooseType, DROP_LABELS, field, openUploadPage } from './support/upload-helpers';

const books = fileURLToPath(new URL('../../fixtures/media/books/', import.meta.url));

// Issue 56, item 5: the upload form reads a chosen book's details, and refuses a broken book
// before anything is sent.
test('fills the form from an EPUB and a MOBI, and refuses a file that is no book', async ({
  page,
  provider,
  loginViaApi,
}) => {
  const account = await provider.createVerifiedAccount({ credits: 20 });
  await loginViaApi(account.email, account.password);
  await openUploadPage(page);
  await chooseType(page, 'Book');
  const drop = page.getByLabel(DROP_LABELS.book);

  await drop.setInputFiles(`${books}the-night-bakery.epub`);
  await expect(field(page, 'Title')).toHaveValue('The Night Bakery');
  await expect(field(page, 'Author')).toHaveValue('Sefa Amankwah');
  await expect(field(page, 'Description')).toHaveValue(
    /^While the town sleeps, one oven stays lit/,
  );
  // The book's own cover is offered as the Book Cover, and shows in the preview.
  await expect(page.locator('.upload-card img, .preview-panel img').first()).toBeVisible();

  // What the creator typed is kept when another book is chosen.
  await field(page, 'Title').fill('My own title');
  await drop.setInputFiles(`${books}the-night-tram-diaries.mobi`);
  await expect(field(page, 'Author')).toHaveValue('Sefa Amankwah');
  await expect(field(page, 'Title')).toHaveValue('My own title');

  let sent = false;
  page.on('request', (req) => {
    if (req.url().endsWith('/api/books/upload')) sent = true;
  });
  await drop.setInputFiles({
    name: 'broken.epub',
    mimeType: 'application/epub+zip',
    buffer: Buffer.from('PK\u0003\u0004 this is not a whole archive'),
  });
  await expect(page.getByText(/"broken\.epub" is not a readable book\./)).toBeVisible();
  await page.getByRole('button', { name: 'Upload Content' }).click();
  await expect(field(page, 'Title')).toHaveValue('My own title');
  expect(sent).toBe(false);
});
