import { pathUrl } from '@inkreel/shared';
import { firstPageContracts } from '../../../lib/api/contracts-later';
import { keyedRead } from '../../../lib/api/keyed-read';
import { randomBatchRead } from '../../../lib/feeds/random-batch';
import { firstThreadRead } from '../../../lib/comments/thread-read';
import {
  isRecordId,
  needs,
  optional,
  pagePlan,
  staticPage,
  type PageArgs,
} from '../../../lib/page/page-data';

// The reads of the books pages: the keys and fetchers this feature's hooks use (api/use-*.ts), and
// the data of the pages the web server renders (routes.tsx attaches them as loaders). Each key is
// its call's URL written out, and the calls' contracts load with the first read, not with the
// page (books-page-data.test.ts holds them together; docs/decisions/0452).
const contracts = firstPageContracts;

/** Batch `index` of the books feed: GET /api/books/random. */
export const bookBatchRead = (index: number) =>
  randomBatchRead(
    '/api/books/random',
    async () => (await contracts()).bookCalls.random,
    index,
    'Failed to fetch books',
  );

/** /books: the feed's first batch, whose books the head lists (JSON-LD). */
export const booksPage = () =>
  pagePlan({ books: needs(bookBatchRead(0)) }, ({ books }) => ({ kind: 'books', books }));

/**
 * GET /api/books/:id, the catalogue's entry of a book opened by its address (an extension: a
 * provider without it leaves the reader to the file's own metadata, docs/product.md).
 */
export const bookEntryRead = (id: string) => {
  const input = { params: { id } };
  return keyedRead(pathUrl('/api/books/:id', input), async (read) =>
    read((await contracts()).bookCalls.byId, input),
  );
};

/**
 * /books/read/{id}: the web server renders the reader's page around the book (title, author,
 * actions, the place the first page takes, the first comments), and previews a shared link as the
 * book; the browser draws the book from its file. No 404 from the entry alone: a provider without
 * the call answers 404 for every book, and the browser's reader then says whether the file is there.
 */
export const bookReaderPage = ({ params }: PageArgs) => {
  const id = params.id ?? '';
  if (!isRecordId(id)) return staticPage('Book', 'A book on Inkreel.')();
  // The first comments, in the page and counted in the head (JSON-LD).
  return pagePlan(
    { book: needs(bookEntryRead(id)), comments: optional(firstThreadRead('book', id)) },
    ({ book, comments }) => ({ kind: 'book', book, commentCount: comments?.count }),
  );
};
