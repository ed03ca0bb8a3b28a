import type { Book } from '@inkreel/shared';
import type { Feed } from '../../../components/media/feed';
import { useRandomFeed } from '../../../lib/feeds/use-random-feed';
import { bookBatchRead } from './books-page-data';

/** GET /api/books/random, batch after batch. */
export function useBookFeed(): Feed<Book> {
  return useRandomFeed(bookBatchRead);
}
