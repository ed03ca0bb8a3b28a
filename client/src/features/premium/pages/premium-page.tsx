import { usePageTitle } from '../../../app/use-page-title';

export function PremiumPage() {
  usePageTitle('Premium');
  return (
    <section className="page">
      <h1>Premium</h1>
    </section>
  );
}
