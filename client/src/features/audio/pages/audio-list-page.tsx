import { usePageTitle } from '../../../app/use-page-title';

export function AudioListPage() {
  usePageTitle('Discover Music');
  return (
    <section className="page">
      <h1>Discover Music</h1>
    </section>
  );
}
