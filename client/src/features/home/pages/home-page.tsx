import { usePageTitle } from '../../../app/use-page-title';

export function HomePage() {
  usePageTitle('');
  return (
    <section className="page">
      <h1></h1>
    </section>
  );
}
