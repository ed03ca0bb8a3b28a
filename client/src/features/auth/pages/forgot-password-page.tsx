import { usePageTitle } from '../../../app/use-page-title';

export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  return (
    <section className="page">
      <h1>Forgot Password</h1>
    </section>
  );
}
