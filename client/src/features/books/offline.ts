import type { Book } from '@inkreel/shared';
import { bookCoverUrl } from '../../components/media/media-urls';
import { apiUrl, commonHeaders } from '../../lib/api/api-client';
import type { SaveRequest } from '../../lib/offline/save-item';
import { bookFileUrl } from './reader/book-file';

type BookInfo = Pick<Book, '_id' | 'title' | 'author'>;

/** The book file (fetched with the bearer token, as the reader does) and its cover. */
export function bookSaveRequest(book: BookInfo): Omit<SaveRequest, 'signal' | 'onProgress'> {
  const cover = bookCoverUrl(book._id);
  return {
    item: {
      kind: 'book',
      id: book._id,
      title: book.title,
      subtitle: book.author,
      href: `/books/read/${book._id}`,
      imageUrl: cover,
    },
    files: [
      {
        url: apiUrl(bookFileUrl(book._id)),
        headers: commonHeaders(),
      },
      { url: cover },
    ],
    metadata: [],
  };
}
