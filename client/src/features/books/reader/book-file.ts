import { pathUrl, type BookFormat } from '@inkreel/shared';

/**
 * GET /api/books/read/:id, the book's file: the call's URL written out, so the reader and the
 * offline copy name it without loading the contracts (decision 0453; book-file.test.ts holds it
 * to `bookCalls.read`).
 */
export const bookFileUrl = (id: string): string =>
  pathUrl('/api/books/read/:id', { params: { id } });

const EPUB_TYPES = ['application/epub+zip'];
const MOBI_TYPES = ['application/x-mobipocket-ebook', 'application/vnd.amazon.ebook'];

/**
 * What kind of book file arrived: the response's Content-Type decides, then the format the list
 * told us, then the bytes themselves ("%PDF-" starts every PDF). Unknown files go to the PDF
 * reader, whose own failure message then applies.
 */
export function classifyBookFile(
  contentType: string | null,
  knownFormat: BookFormat | undefined,
  head: Uint8Array,
): BookFormat {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/pdf') return 'pdf';
  if (EPUB_TYPES.includes(type)) return 'epub';
  if (MOBI_TYPES.includes(type)) return 'mobi';
  if (knownFormat) return knownFormat;
  if (String.fromCharCode(...head.slice(0, 5)) === '%PDF-') return 'pdf';
  // EPUB files are ZIP archives; MOBI files carry "BOOKMOBI" at offset 60.
  if (head[0] === 0x50 && head[1] === 0x4b) return 'epub';
  if (String.fromCharCode(...head.slice(60, 68)) === 'BOOKMOBI') return 'mobi';
  return 'pdf';
}
