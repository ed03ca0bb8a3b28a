import '../auth.css';
import { forgotPasswordBodySchema } from '@inkreel/shared';
import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import { OfflineReason } from '../../../components/offline/offline-feed';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { useOnlineStatus } from '../../../lib/page/use-online-status';
import { fieldErrors } from '../../../lib/forms/zod-errors';
import { postForgotPassword } from '../api/password-reset';
import { resetFailureText } from '../reset-errors';

/**
 * /forgot-password (issue 32, item 1): asks for the address, then says to check the mailbox. The
 * provider answers any address alike, so the page never says whether an account exists.
 */
export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const online = useOnlineStatus();

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const parsed = forgotPasswordBodySchema.safeParse({ email });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).email);
      return;
    }
    setBusy(true);
    try {
      await postForgotPassword(parsed.data.email);
      setSentTo(parsed.data.email);
    } catch (failed) {
      setFailure(resetFailureText(failed));
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <section className="narrow-page card" aria-labelledby="forgot-title">
        <h1 id="forgot-title" className="page-title">
          Check your email
        </h1>
        <p role="status">
          If an account uses <strong>{sentTo}</strong>, we have sent it a link to choose a new
          password. The link works once, for 1 hour.
        </p>
        <p className="muted">
          Nothing arrived after a few minutes? Look in your spam folder, or ask for another link.
        </p>
        <div className="button-row">
          <Link className="btn btn-primary" to="/login">
            Back to Sign In
          </Link>
          <Button onClick={() => setSentTo(null)}>Send another link</Button>
        </div>
      </section>
    );
  }

  return (
    <section className="narrow-page card" aria-labelledby="forgot-title">
      <h1 id="forgot-title" className="page-title">
        Forgot Password
      </h1>
      <p>
        Enter the email address of your account and we will send you a link to choose a new
        password.
      </p>
      <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        {failure && (
          <div className="error-box" role="alert">
            {failure}
          </div>
        )}
        <FormField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <Button type="submit" variant="primary" block disabled={busy || !online}>
          {busy ? 'Sending...' : 'Send Reset Link'}
        </Button>
        <OfflineReason />
        <p className="auth-switch">
          Remembered it? <Link to="/login">Back to Sign In</Link>
        </p>
      </form>
    </section>
  );
}
