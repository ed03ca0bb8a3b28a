import { usePageTitle } from '../../../app/use-page-title';

export function RegisterPage() {
  usePageTitle('Register');
  return (
    <section className="page">
      <h1>Register</h1>
    </section>
  );
}
