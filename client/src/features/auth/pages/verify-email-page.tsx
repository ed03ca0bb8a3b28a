import { usePageTitle } from '../../../app/use-page-title';

export function VerifyEmailPage() {
  usePageTitle('Email Verification');
  return (
    <section className="page">
      <h1>Email Verification</h1>
    </section>
  );
}
