import type { Book } from '@inkreel/shared';
import { MediaCard } from '../../../components/media/media-card';
import { bookCoverUrl } from '../../../components/media/media-urls';
import { formatDate } from '../../../lib/format';

/** What the reader may know about a book before its file arrives (passed as router state). */
export interface ReaderState {
  book?: Pick<Book, '_id' | 'title' | 'author' | 'format'>;
}

export function BookCard({ book, priority }: { book: Book; priority?: boolean }) {
  const state: ReaderState = {
    book: { _id: book._id, title: book.title, author: book.author, format: book.format },
  };
  return (
    <MediaCard
      to={`/books/read/${book._id}`}
      state={state}
      imageSrc={bookCoverUrl(book._id)}
      title={book.title}
      shape="cover"
      priority={priority}
      badge={book.format && book.format !== 'pdf' ? book.format : undefined}
      meta={
        <>
          <span>{book.author}</span>
          <span>{formatDate(book.createdAt)}</span>
        </>
      }
    />
  );
}
