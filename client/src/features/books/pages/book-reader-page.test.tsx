import { Blob as NodeBlob } from 'node:buffer';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSavedItems } from '../../../lib/offline/saved-index';
import { fakeCaches } from '../../../lib/testing/fake-caches';
import { renderRoutes } from '../../../lib/testing/render-app';
import type { PdfInfo } from '../reader/pdf-viewer';
import { BookReaderPage } from './book-reader-page';

// pdf.js does not run in jsdom: the viewer stand-in reports the file's metadata as pdf.js would.
const viewer = vi.hoisted((): { info: PdfInfo } => ({ info: {} }));
vi.mock('../reader/pdf-viewer', () => ({
  PdfViewer: ({ onInfo, aim }: { onInfo?: (info: PdfInfo) => void; aim?: { page: number } }) => {
    const told = useRef(false);
    useEffect(() => {
      if (told.current) return;
      told.current = true;
      onInfo?.(viewer.info);
    }, [onInfo]);
    return <p>Page {aim?.page ?? 1}</p>;
  },
}));

// foliate-js needs a real browser (journeys in client/e2e/ebook-reader.e2e.ts): a stand-in says
// which viewer the page chose.
vi.mock('../ebook/ebook-viewer', () => ({
  EbookViewer: ({ format, aim }: { format: string; aim?: { cfi?: string; page?: number } }) => (
    <p>
      Reflowed {format} book{aim?.cfi ? ` at ${aim.cfi}` : ''}
      {aim?.page ? ` at page ${aim.page}` : ''}
    </p>
  ),
}));
// The comments under the reader are tested on their own (components/comments); rendered here,
// their slot's extension check made the page import the real pdf.js viewer on Node 20 (pdf.js
// needs the global Iterator of Node 22), past the stand-in above.
vi.mock('../../../components/comments/comments-slot', () => ({ CommentsSlot: () => null }));

const ID = 'b'.repeat(24);

/**
 * The book file (a PDF, or an EPUB) and its cover, as the provider serves them, and the book's
 * catalogue entry when `entry` is given (else 404, as from a provider without that call).
 */
function serveBook(format: 'pdf' | 'epub' = 'pdf', entry?: { title: string; author: string }) {
  const fetch = vi.fn((url: string) =>
    Promise.resolve(
      entry && new URL(url, 'http://localhost').pathname === `/api/books/${ID}`
        ? Response.json({
            _id: ID,
            ...entry,
            format,
            rating: 4,
            createdAt: '2026-11-01T00:00:00.000Z',
          })
        : url.includes(`/api/books/read/${ID}`)
          ? format === 'pdf'
            ? new Response('%PDF-1.7 a book', { headers: { 'Content-Type': 'application/pdf' } })
            : new Response('PK an epub', { headers: { 'Content-Type': 'application/epub+zip' } })
          : url.includes(`/api/books/cover/${ID}`)
            ? new Response('cover', { headers: { 'Content-Type': 'image/png' } })
            : new Response('{}', { status: 404 }),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const openByAddress = () =>
  renderRoutes([{ path: '/books/read/:id', element: <BookReaderPage /> }], `/books/read/${ID}`);

describe('BookReaderPage opened by its address alone', () => {
  beforeEach(() => {
    vi.stubGlobal('Blob', NodeBlob);
    fakeCaches();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    viewer.info = {};
  });

  it('offers Save offline once the file has loaded, and saves it under the name the file gives', async () => {
    viewer.info = { title: 'Tides of Ink', author: 'Ada Lovelace' };
    serveBook();
    openByAddress();
    await screen.findByText('Page 1');
    expect(await screen.findByRole('heading', { name: 'Tides of Ink' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Save offline' }));

    expect(await screen.findByText('Saved offline')).toBeVisible();
    expect(readSavedItems()).toEqual([
      expect.objectContaining({
        kind: 'book',
        id: ID,
        title: 'Tides of Ink',
        subtitle: 'Ada Lovelace',
        href: `/books/read/${ID}`,
      }),
    ]);
  });

  it("shows the catalogue's title and author, not the PDF's own, and saves it under them", async () => {
    viewer.info = { title: 'Apprentice Hours', author: 'Tova Lind' };
    const fetch = serveBook('pdf', { title: 'My Second Review Book', author: 'Reviewer Two' });
    openByAddress();
    await screen.findByText('Page 1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Second Review Book' }),
    ).toBeVisible();
    expect(screen.getByText('Reviewer Two')).toBeVisible();
    expect(screen.queryByText('Apprentice Hours')).toBeNull();
    expect(screen.queryByText('Tova Lind')).toBeNull();
    expect(document.title).toMatch(/^My Second Review Book by Reviewer Two \|/);
    // The book file is asked for once: the entry arriving does not start it again.
    const paths = fetch.mock.calls.map(([url]) => new URL(url, 'http://localhost').pathname);
    expect(paths.filter((p) => p === `/api/books/read/${ID}`)).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Save offline' }));
    expect(await screen.findByText('Saved offline')).toBeVisible();
    expect(readSavedItems()).toEqual([
      expect.objectContaining({ id: ID, title: 'My Second Review Book', subtitle: 'Reviewer Two' }),
    ]);
  });

  it('opens at the page a link asks for (a comment’s “Page 12”)', async () => {
    serveBook();
    renderRoutes(
      [{ path: '/books/read/:id', element: <BookReaderPage /> }],
      `/books/read/${ID}?page=12`,
    );
    expect(await screen.findByText('Page 12')).toBeInTheDocument();
  });

  it('opens an EPUB at the place a link asks for (a comment’s “At 34%”), a malformed one ignored', async () => {
    serveBook('epub');
    const cfi = 'epubcfi(/6/8!/4/2/10/1:42)';
    const routes = [{ path: '/books/read/:id', element: <BookReaderPage /> }];
    const view = renderRoutes(routes, `/books/read/${ID}?place=${encodeURIComponent(cfi)}`);
    expect(await screen.findByText(`Reflowed epub book at ${cfi}`)).toBeInTheDocument();
    view.unmount();
    renderRoutes(routes, `/books/read/${ID}?place=javascript:alert(1)&page=7`);
    expect(await screen.findByText('Reflowed epub book at page 7')).toBeInTheDocument();
  });

  it('names a file without metadata plainly "Book"', async () => {
    const fetch = serveBook();
    openByAddress();
    await screen.findByText('Page 1');

    await userEvent.click(await screen.findByRole('button', { name: 'Save offline' }));

    expect(await screen.findByText('Saved offline')).toBeVisible();
    expect(readSavedItems()).toEqual([
      expect.objectContaining({ id: ID, title: 'Book', subtitle: '' }),
    ]);
    // The reader's requests (the catalogue's entry, answered 404 here, and the book file, in
    // either order: the entry's contract loads with it), then the save's: the file and its cover.
    const paths = fetch.mock.calls.map(([url]) => new URL(url, 'http://localhost').pathname);
    expect(paths.slice(0, 2).sort()).toEqual([`/api/books/${ID}`, `/api/books/read/${ID}`]);
    expect(paths.slice(2)).toEqual([`/api/books/read/${ID}`, `/api/books/cover/${ID}`]);
  });
});

describe('BookReaderPage opened by a link that names the book', () => {
  beforeEach(() => {
    vi.stubGlobal('Blob', NodeBlob);
    fakeCaches();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    viewer.info = {};
  });

  // As the upload's "Open your book" link sends it: the title the creator typed, no author.
  const openWithTitle = (title: string) =>
    renderRoutes(
      [
        {
          path: '/upload',
          element: <Navigate to={`/books/read/${ID}`} state={{ book: { _id: ID, title } }} />,
        },
        { path: '/books/read/:id', element: <BookReaderPage /> },
      ],
      '/upload',
    );

  it("shows the creator's title, not the PDF's own title and author", async () => {
    viewer.info = { title: 'Apprentice Hours', author: 'Tova Lind' };
    serveBook();
    openWithTitle('My Workshop Notes');
    await screen.findByText('Page 1');
    expect(screen.getByRole('heading', { level: 1, name: 'My Workshop Notes' })).toBeVisible();
    expect(screen.queryByText('Apprentice Hours')).toBeNull();
    expect(screen.queryByText('Tova Lind')).toBeNull();
    expect(document.title).toMatch(/^My Workshop Notes \|/);
  });

  it('opens an EPUB in the reflowing reader, named by the title the link gave', async () => {
    serveBook('epub');
    openWithTitle('My Workshop Notes');
    expect(await screen.findByText('Reflowed epub book')).toBeVisible();
    expect(screen.queryByText('Page 1')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'My Workshop Notes' })).toBeVisible();
  });
});

describe('BookReaderPage for a book the provider does not have', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says "Book not found" with a way back, not the load failure, on a 404', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response('{"message":"Book not found","code":"NOT_FOUND"}', {
            status: 404,
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      ),
    );
    openByAddress();
    expect(await screen.findByRole('heading', { name: 'Book not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse books' })).toHaveAttribute('href', '/books');
    // The same page as a missing video or track, with the same line under the heading.
    expect(screen.getByText('It may have been removed, or the link is incomplete.')).toBeVisible();
    expect(screen.queryByText('Failed to load PDF. Please try again.')).toBeNull();
    expect(document.title).toMatch(/^Book not found/);
  });

  it('still says the load failed when the provider answers 500', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('oops', { status: 500 }))),
    );
    openByAddress();
    expect(await screen.findByText('Failed to load PDF. Please try again.')).toBeVisible();
    expect(screen.queryByText('Book not found')).toBeNull();
    expect(logged).toHaveBeenCalledWith(
      'Failed to load PDF',
      new Error('Book file request failed with status 500'),
    );
  });
});
