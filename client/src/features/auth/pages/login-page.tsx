import { usePageTitle } from '../../../app/use-page-title';

export function LoginPage() {
  usePageTitle('Sign In');
  return (
    <section className="page">
      <h1>Sign In</h1>
    </section>
  );
}
