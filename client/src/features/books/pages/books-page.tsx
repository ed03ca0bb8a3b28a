import { usePageTitle } from '../../../lib/page/use-page-title';
import { FeedGrid } from '../../../components/media/feed-grid';
import { useBookFeed } from '../api/use-book-feed';
import { BookCard } from '../components/book-card';

export function BooksPage() {
  usePageTitle('Discover Books');
  const feed = useBookFeed();
  return (
    <section className="page discover">
      <header className="discover-header">
        <div>
          <h1 className="page-title">Discover Books</h1>
          <p className="page-subtitle">Pick a cover and start reading right in your browser.</p>
        </div>
      </header>
      <FeedGrid
        feed={feed}
        columns={6}
        label="Books"
        emptyText="No books found"
        loadingLabel="Loading books"
        shape="cover"
        renderItem={(book, imageLoad) => <BookCard book={book} imageLoad={imageLoad} />}
      />
    </section>
  );
}
