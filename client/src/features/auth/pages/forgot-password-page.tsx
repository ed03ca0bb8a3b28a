import '../auth.css';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';

/**
 * docs/product.md leaves this page's content unspecified and the provider has no password-reset call, so
 * it says so and points to what does work.
 */
export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  return (
    <section className="narrow-page card" aria-labelledby="forgot-title">
      <h1 id="forgot-title" className="page-title">
        Forgot Password
      </h1>
      <p>
        Resetting a password by email is not available in this version of Inkreel yet. If you
        remember your password, go back to Sign In. If you never received your verification email,
        sign in anyway: we will take you to the verification page, where you can have it sent again.
      </p>
      <div className="button-row">
        <Link className="btn btn-primary" to="/login">
          Back to Sign In
        </Link>
        <Link className="btn" to="/register">
          Create New Account
        </Link>
      </div>
    </section>
  );
}
