import { expect, test } from './fixtures';
import { seeded } from './support/catalogue';
import { bar, bookFrame } from './support/ebook';
import { faultLab } from './support/scenario';

// Issue 56: against a provider with the specification's calls only (no 'reading' extension), the
// reader opens every format and keeps the place in the browser, without asking the provider for
// it and without a word of error.
const EPUB = seeded('books', 'tide-tables-for-beginners');
const MOBI = seeded('books', 'the-night-tram-diaries');
const PDF = seeded('books', 'the-lighthouse-keeper-of-vell');

test.use({ viewport: { width: 1024, height: 800 } });

test('spec-only: every format opens and keeps its place in the browser, with no error', async ({
  page,
  provider,
  loginViaApi,
  apiURL,
}) => {
  const account = await provider.createVerifiedAccount();
  await loginViaApi(account.email, account.password);
  await faultLab(apiURL).set('spec-only');
  const asked: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/me/')) asked.push(req.url());
  });
  const noError = async () => {
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('Failed to load PDF. Please try again.')).toHaveCount(0);
  };

  // EPUB: to the third chapter, then a reload opens there.
  await page.goto(`/books/read/${EPUB.id}`);
  await bookFrame(page, 'Tide Tables for Beginners');
  await bar(page).getByRole('button', { name: 'Contents' }).click();
  await page.getByRole('button', { name: 'The Spring Tide' }).click();
  await bookFrame(page, 'South of Selm the land gives up');
  await page.reload();
  await bookFrame(page, 'South of Selm the land gives up');
  await expect(page.getByText(/^Resumed at \d+%/)).toBeVisible();
  await noError();

  // MOBI: likewise, through its contents.
  await page.goto(`/books/read/${MOBI.id}`);
  await bookFrame(page, 'The Night Tram Diaries');
  await bar(page).getByRole('button', { name: 'Contents' }).click();
  await page.getByRole('button', { name: 'A Different Route' }).click();
  await bookFrame(page, /A Different Route/);
  await page.reload();
  await bookFrame(page, /A Different Route/);
  await noError();

  // PDF: the next page, kept across a reload.
  await page.goto(`/books/read/${PDF.id}`);
  const readout = page.getByRole('status', { name: 'Page', exact: true });
  await expect(readout).toHaveText('1 / 5', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(readout).toHaveText('2 / 5');
  await page.reload();
  await expect(readout).toHaveText('2 / 5', { timeout: 20_000 });
  await expect(page.getByText('Resumed at page 2')).toBeVisible();
  await noError();

  expect(asked).toEqual([]);
});
