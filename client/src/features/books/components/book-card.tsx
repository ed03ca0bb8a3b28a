import type { Book } from '@inkreel/shared';
import { LikeButton } from '../../../components/community/like-button';
import { MediaCard, type ImageLoad } from '../../../components/media/media-card';
import { useExtension } from '../../../lib/api/extensions';
import { bookCoverOf } from '../../../components/media/media-urls';
import { ItemMenuButton } from '../../../components/queue/item-menu-button';
import { bookItem } from '../../../components/queue/queue-items';
import { bookReaderState } from '../../../lib/reader/book-reader-state';
import { formatDate } from '../../../lib/format/format';

export function BookCard({ book, imageLoad }: { book: Book; imageLoad?: ImageLoad }) {
  const likes = useExtension('likes');
  const state = bookReaderState({
    id: book._id,
    title: book.title,
    author: book.author,
    format: book.format,
  });
  return (
    <MediaCard
      to={`/books/read/${book._id}`}
      state={state}
      imageSrc={bookCoverOf(book)}
      title={book.title}
      shape="cover"
      imageLoad={imageLoad}
      action={likes ? <LikeButton kind="book" item={book} variant="card" /> : undefined}
      badge={book.format && book.format !== 'pdf' ? book.format : undefined}
      meta={[book.author, formatDate(book.createdAt)]}
      menu={<ItemMenuButton item={bookItem(book)} />}
    />
  );
}
