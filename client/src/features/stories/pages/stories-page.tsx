import { usePageTitle } from '../../../app/use-page-title';

export function StoriesPage() {
  usePageTitle('Stories & Poems');
  return (
    <section className="page">
      <h1>Stories & Poems</h1>
    </section>
  );
}
