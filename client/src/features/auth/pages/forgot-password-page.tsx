import '../auth.css';
import { forgotPasswordFormSchema } from '@inkreel/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { OfflineReason } from '../../../components/offline/offline-feed';
import { Button } from '../../../components/ui/button';
import { FormFailure } from '../../../components/ui/form-failure';
import { FormField } from '../../../components/ui/form-field';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { useOnlineStatus } from '../../../lib/page/use-online-status';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { postForgotPassword } from '../api/password-reset';
import { resetFailureText } from '../reset-errors';

/**
 * /forgot-password (issue 32, item 1): asks for the address, then says to check the mailbox. The
 * provider answers any address alike, so the page never says whether an account exists.
 */
export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const online = useOnlineStatus();
  const form = useContractForm({
    schema: forgotPasswordFormSchema,
    initial: { email: '' },
    failureText: resetFailureText,
    submit: async ({ email }) => {
      await postForgotPassword(email);
      setSentTo(email);
    },
  });

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
      <form className="auth-form" onSubmit={form.onSubmit} noValidate>
        <FormFailure text={form.failure} />
        <FormField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <Button type="submit" variant="primary" block disabled={form.busy || !online}>
          {form.busy ? 'Sending...' : 'Send Reset Link'}
        </Button>
        <OfflineReason />
        <p className="auth-switch">
          Remembered it? <Link to="/login">Back to Sign In</Link>
        </p>
      </form>
    </section>
  );
}
