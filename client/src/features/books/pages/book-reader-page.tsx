import { usePageTitle } from '../../../app/use-page-title';

export function BookReaderPage() {
  usePageTitle('Reader');
  return (
    <section className="page">
      <h1>Reader</h1>
    </section>
  );
}
