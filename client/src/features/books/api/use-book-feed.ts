import { bookCalls, type Book } from '@inkreel/shared';
import type { Feed } from '../../../components/media/feed';
import { useRandomFeed } from '../../../lib/feeds/use-random-feed';

/** GET /api/books/random, batch after batch. */
export function useBookFeed(): Feed<Book> {
  return useRandomFeed(bookCalls.random, 'Failed to fetch books');
}
