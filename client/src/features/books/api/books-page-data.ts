import { bookCalls } from '@inkreel/shared';
import { randomBatchRead } from '../../../lib/feeds/random-batch';
import { needs, pagePlan } from '../../../lib/page/page-data';

// The reads of the books pages: the keys and fetchers this feature's hooks use (api/use-*.ts), and
// the data of the pages the web server renders (routes.tsx attaches them as loaders).

/** Batch `index` of the books feed: GET /api/books/random. */
export const bookBatchRead = (index: number) =>
  randomBatchRead(bookCalls.random, index, 'Failed to fetch books');

/** /books: the feed's first batch, whose books the head lists (JSON-LD). */
export const booksPage = () =>
  pagePlan({ books: needs(bookBatchRead(0)) }, ({ books }) => ({ kind: 'books', books }));
