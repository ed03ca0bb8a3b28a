import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount } from './support/accounts';
import { apiURL, launchBrowser, newPage } from './support/browser';
import { minimalEpub } from './support/epub';

const zoomText = (page: Page) =>
  page.getByRole('status', { name: 'Zoom', exact: true }).textContent();

describe('books', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens a book from the list and reads, turns pages, zooms and toggles fit', async () => {
    const { context, page } = await newPage(browser, { width: 800, height: 900 });
    await page.goto('/books');
    await page.getByRole('heading', { name: 'Discover Books' }).waitFor();
    const link = page.getByRole('list', { name: 'Books' }).getByRole('link').first();
    expect(await link.getAttribute('href')).toMatch(/^\/books\/read\/[a-f0-9]{24}$/);
    await link.click();

    const readout = page.getByRole('status', { name: 'Page', exact: true });
    await readout.waitFor({ timeout: 20_000 });
    const total = Number(/^1 \/ (\d+)$/.exec((await readout.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(1);
    await page.locator('.reader-page canvas').waitFor();

    await page.getByRole('button', { name: 'Next page' }).click();
    expect(await readout.textContent()).toBe(`2 / ${total}`);
    await page.keyboard.press('ArrowLeft');
    expect(await readout.textContent()).toBe(`1 / ${total}`);
    await page.keyboard.press('ArrowRight');
    expect(await readout.textContent()).toBe(`2 / ${total}`);

    // Fit to width is the default: (800 - 48) / page width.
    const fit = page.getByRole('button', { name: 'Fit to width' });
    expect(await fit.getAttribute('aria-pressed')).toBe('true');
    const fitted = await zoomText(page);
    await page.getByRole('button', { name: 'Zoom out' }).click();
    const smaller = await zoomText(page);
    expect(parseInt(smaller ?? '', 10)).toBeLessThan(parseInt(fitted ?? '', 10));
    expect(await fit.getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('button', { name: 'Zoom in' }).click();
    expect(parseInt((await zoomText(page)) ?? '', 10)).toBeGreaterThan(parseInt(smaller ?? '', 10));

    await fit.click();
    expect(await fit.getAttribute('aria-pressed')).toBe('true');
    expect(await zoomText(page)).toBe(fitted);
    await fit.click();
    expect(await fit.getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });

  it('names the book and its author in the page title and the header, however it is opened', async () => {
    const books = (await (await fetch(`${apiURL()}/api/books/random`)).json()) as {
      _id: string;
      title: string;
      author: string;
      format?: string;
    }[];
    const book = books.find((b) => (b.format ?? 'pdf') === 'pdf');
    if (!book) throw new Error('no PDF book in the batch');
    const { context, page } = await newPage(browser);
    // By its address alone: the reader reads the PDF's own title and author.
    await page.goto(`/books/read/${book._id}`);
    await page.getByRole('heading', { level: 1, name: book.title }).waitFor({ timeout: 20_000 });
    expect(await page.title()).toBe(`${book.title} by ${book.author} | Inkreel`);
    expect(await page.locator('.reader-author').textContent()).toBe(book.author);

    // From the list: the card passes them on before the file arrives.
    await page.goto('/books');
    const card = page.getByRole('list', { name: 'Books' }).getByRole('link').first();
    const title = (await card.locator('.media-card-title').textContent()) ?? '';
    await card.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.title()).toMatch(new RegExp(` by .+ \\| Inkreel$`));
    expect((await page.title()).startsWith(`${title} by `)).toBe(true);
    await context.close();
  });

  it('shows the failure text for a book that does not exist', async () => {
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    await page.goto('/books/read/ffffffffffffffffffffffff');
    await page.getByText('Failed to load PDF. Please try again.').waitFor();
    expect(errors.some((text) => text.includes('Failed to load PDF'))).toBe(true);
    await context.close();
  });

  it('offers an EPUB book as a download instead of a broken reader', async () => {
    const account = await createVerifiedAccount({ credits: 20 });
    const epub = minimalEpub();
    const form = new FormData();
    form.set('title', 'Pocket Atlas');
    form.set('description', 'A tiny e-book for the reader journey.');
    form.set('author', 'E2E Author');
    form.set('fileSize', String(epub.length));
    form.set(
      'book',
      new Blob([new Uint8Array(epub)], { type: 'application/epub+zip' }),
      'pocket-atlas.epub',
    );
    const res = await fetch(`${apiURL()}/api/books/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${account.token}` },
      body: form,
    });
    expect(res.status).toBe(201);
    const { book } = (await res.json()) as { book: { _id: string } };

    const { context, page } = await newPage(browser);
    await page.goto(`/books/read/${book._id}`);
    await page.getByRole('heading', { name: 'This book is in EPUB format' }).waitFor();
    const link = page.getByRole('link', { name: 'Download EPUB' });
    expect(await link.getAttribute('href')).toMatch(/^blob:/);
    const download = page.waitForEvent('download');
    await link.click();
    expect((await download).suggestedFilename()).toMatch(/\.epub$/);
    expect(await page.getByRole('toolbar', { name: 'Reader controls' }).count()).toBe(0);
    await context.close();
  });

  it('keeps pdf.js out of the home page and the lists', async () => {
    const { context, page } = await newPage(browser);
    const urls: string[] = [];
    page.on('request', (req) => urls.push(req.url()));
    for (const path of ['/', '/videos', '/audio', '/books']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(urls.length).toBeGreaterThan(4);
    expect(urls.filter((url) => /pdf|book-reader/i.test(url))).toEqual([]);
    await context.close();
  });
});
