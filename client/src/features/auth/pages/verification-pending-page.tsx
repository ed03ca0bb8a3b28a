import { usePageTitle } from '../../../app/use-page-title';

export function VerificationPendingPage() {
  usePageTitle('Verify Your Email');
  return (
    <section className="page">
      <h1>Verify Your Email</h1>
    </section>
  );
}
