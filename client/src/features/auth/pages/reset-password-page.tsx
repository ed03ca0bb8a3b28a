import '../auth.css';
import { resetPasswordFormSchema } from '@inkreel/shared';
import { useEffect, useState, type SubmitEvent } from 'react';
import { Link, useParams } from 'react-router';
import { OfflineReason } from '../../../components/offline/offline-feed';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { useOnlineStatus } from '../../../lib/page/use-online-status';
import { fieldErrors } from '../../../lib/forms/zod-errors';
import { getResetTokenStatus, postResetPassword } from '../api/password-reset';
import { isDeadResetLink, resetFailureText } from '../reset-errors';

type Outcome = { kind: 'done' } | { kind: 'dead'; message: string };

/** How long the form waits for the link's check before it shows anyway (a slow provider). */
const CHECK_WAIT_MS = 3000;

/**
 * /reset-password/:token (issue 32, item 1): the new password twice, with the register form's
 * rules. A wrong, used or expired link offers a new one (said as the page opens, where the
 * provider can check a link, else on submit); success leads to sign-in.
 */
export function ResetPasswordPage() {
  usePageTitle('Choose a New Password');
  const { token = '' } = useParams();
  const [form, setForm] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const online = useOnlineStatus();

  // A used, replaced, expired or wrong link says so when the page opens, before a password is
  // typed: the form waits for the check (at most CHECK_WAIT_MS). Any other answer (a provider
  // without the call, no connection) shows the form; the reset itself still says what is wrong.
  const [checking, setChecking] = useState(true);
  useEffect(() => {
    let current = true;
    const stopWaiting = () => {
      if (current) setChecking(false);
    };
    const timer = setTimeout(stopWaiting, CHECK_WAIT_MS);
    getResetTokenStatus(token)
      .catch((error: unknown) => {
        if (!current || !isDeadResetLink(error)) return;
        setOutcome((now) => now ?? { kind: 'dead', message: resetFailureText(error) });
      })
      .finally(stopWaiting);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [token]);

  const update = (field: keyof typeof form) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: '' }));
  };

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const parsed = resetPasswordFormSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setBusy(true);
    try {
      await postResetPassword({ token, password: parsed.data.password });
      setOutcome({ kind: 'done' });
    } catch (error) {
      if (isDeadResetLink(error)) setOutcome({ kind: 'dead', message: resetFailureText(error) });
      else setFailure(resetFailureText(error));
    } finally {
      setBusy(false);
    }
  }

  if (outcome?.kind === 'done') {
    return (
      <section className="narrow-page card" aria-labelledby="reset-title">
        <h1 id="reset-title" className="page-title">
          Password changed
        </h1>
        <p role="status">
          Your password has been changed and every device that was signed in has been signed out.
          Sign in with your new password.
        </p>
        <div className="button-row">
          <Link className="btn btn-primary" to="/login">
            Sign In
          </Link>
        </div>
      </section>
    );
  }

  if (outcome?.kind === 'dead') {
    return (
      <section className="narrow-page card" aria-labelledby="reset-title">
        <h1 id="reset-title" className="page-title">
          This link cannot be used
        </h1>
        <p role="alert">{outcome.message}</p>
        <div className="button-row">
          <Link className="btn btn-primary" to="/forgot-password">
            Request a new link
          </Link>
          <Link className="btn" to="/login">
            Back to Sign In
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className="narrow-page card" aria-labelledby="reset-title">
      <h1 id="reset-title" className="page-title">
        Choose a New Password
      </h1>
      <p>
        Pick a password of at least 8 characters. Every device signed in to your account will be
        signed out.
      </p>
      {checking ? (
        <Spinner label="Checking your link" />
      ) : (
        <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate>
          {failure && (
            <div className="error-box" role="alert">
              {failure}
            </div>
          )}
          <FormField
            label="New password"
            type="password"
            name="password"
            autoComplete="new-password"
            value={form.password}
            onChange={(e) => update('password')(e.target.value)}
            error={errors.password}
          />
          <FormField
            label="Confirm new password"
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={(e) => update('confirmPassword')(e.target.value)}
            error={errors.confirmPassword}
          />
          <Button type="submit" variant="primary" block disabled={busy || !online}>
            {busy ? 'Saving...' : 'Set New Password'}
          </Button>
          <OfflineReason />
        </form>
      )}
    </section>
  );
}
