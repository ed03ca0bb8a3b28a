import { usePageTitle } from '../../../app/use-page-title';

export function BooksPage() {
  usePageTitle('Discover Books');
  return (
    <section className="page">
      <h1>Discover Books</h1>
    </section>
  );
}
