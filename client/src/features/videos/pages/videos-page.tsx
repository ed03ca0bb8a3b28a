import { usePageTitle } from '../../../app/use-page-title';

export function VideosPage() {
  usePageTitle('Discover Videos');
  return (
    <section className="page">
      <h1>Discover Videos</h1>
    </section>
  );
}
