import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const zoom = (page: Page) => page.getByRole('status', { name: 'Zoom', exact: true });
const zoomPercent = async (page: Page) => parseInt((await zoom(page).textContent()) ?? '', 10);

test.describe('books', () => {
  test.describe('on an 800 px wide screen', () => {
    test.use({ viewport: { width: 800, height: 900 } });

    test(
      'opens a book from the list and reads, turns pages, zooms and toggles fit',
      { tag: '@cross-origin' },
      async ({ page, request, apiURL }) => {
        await page.goto('/books');
        await expect(page.getByRole('heading', { name: 'Discover Books' })).toBeVisible();
        const links = page.getByRole('list', { name: 'Books' }).getByRole('link');
        await expect(links.first()).toHaveAttribute('href', /^\/books\/read\/[a-f0-9]{24}$/);
        // The list's order is random and it holds EPUB and MOBI books too: this journey reads a PDF.
        const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
        let pdf = '';
        for (const href of hrefs) {
          const id = href.split('/').pop() ?? '';
          const book = (await (await request.get(`${apiURL}/api/books/${id}`)).json()) as {
            format?: string;
          };
          if ((book.format ?? 'pdf') === 'pdf') {
            pdf = href;
            break;
          }
        }
        expect(pdf, 'a PDF book in the list').not.toBe('');
        await links
          .and(page.locator(`[href="${pdf}"]`))
          .first()
          .click();

        const readout = page.getByRole('status', { name: 'Page', exact: true });
        await expect(readout).toHaveText(/^1 \/ \d+$/, { timeout: 20_000 });
        const total = Number(/^1 \/ (\d+)$/.exec((await readout.textContent()) ?? '')?.[1]);
        expect(total).toBeGreaterThan(1);
        await expect(page.locator('.reader-page canvas')).toBeVisible();

        await page.getByRole('button', { name: 'Next page' }).click();
        await expect(readout).toHaveText(`2 / ${total}`);
        await page.keyboard.press('ArrowLeft');
        await expect(readout).toHaveText(`1 / ${total}`);
        await page.keyboard.press('ArrowRight');
        await expect(readout).toHaveText(`2 / ${total}`);

        // Fit to width is the default: (800 - 48) / page width.
        const fit = page.getByRole('button', { name: 'Fit to width' });
        await expect(fit).toHaveAttribute('aria-pressed', 'true');
        const fitted = (await zoom(page).textContent()) ?? '';
        await page.getByRole('button', { name: 'Zoom out' }).click();
        await expect(zoom(page)).not.toHaveText(fitted);
        const smaller = await zoomPercent(page);
        expect(smaller).toBeLessThan(parseInt(fitted, 10));
        await expect(fit).toHaveAttribute('aria-pressed', 'false');
        await page.getByRole('button', { name: 'Zoom in' }).click();
        await expect.poll(() => zoomPercent(page)).toBeGreaterThan(smaller);

        await fit.click();
        await expect(fit).toHaveAttribute('aria-pressed', 'true');
        await expect(zoom(page)).toHaveText(fitted);
        await fit.click();
        await expect(fit).toHaveAttribute('aria-pressed', 'false');
      },
    );
  });

  test('keeps pdf.js and the e-book reader out of the home page and the lists', async ({
    page,
  }) => {
    const urls: string[] = [];
    page.on('request', (req) => urls.push(req.url()));
    for (const path of ['/', '/videos', '/audio', '/books']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(urls.length).toBeGreaterThan(4);
    // Nor the e-book reader (foliate-js): it loads with an EPUB or MOBI book only (issue 56).
    expect(urls.filter((url) => /pdf|book-reader|ebook|paginator|foliate/i.test(url))).toEqual([]);
  });

  test('names the book and its author in the page title and the header, however it is opened', async ({
    page,
    provider,
  }) => {
    const res = await provider.call('/api/books/random');
    const books = (await res.json()) as {
      _id: string;
      title: string;
      author: string;
      format?: string;
    }[];
    const book = books.find((b) => (b.format ?? 'pdf') === 'pdf');
    if (!book) throw new Error('no PDF book in the batch');
    // By its address alone: the reader asks the catalogue for them (GET /api/books/{id}).
    await page.goto(`/books/read/${book._id}`);
    await expect(page).toHaveTitle(`${book.title} by ${book.author} | Inkreel`, {
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible();
    await expect(page.locator('.reader-author')).toHaveText(book.author);

    // From the list: the card passes them on before the file arrives.
    await page.goto('/books');
    // A card's title: the link itself on a card with a Like button, a line inside it otherwise.
    const card = page.getByRole('list', { name: 'Books' }).locator('.media-card-title').first();
    const title = (await card.textContent()) ?? '';
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(
      new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} by .+ \\| Inkreel$`),
    );
  });
});
