import '../auth.css';
import { resetPasswordFormSchema } from '@inkreel/shared';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { OfflineReason } from '../../../components/offline/offline-feed';
import { Button } from '../../../components/ui/button';
import { FormFailure } from '../../../components/ui/form-failure';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { useOnlineStatus } from '../../../lib/page/use-online-status';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { getResetTokenStatus, postResetPassword } from '../api/password-reset';
import { deadLinkText, isDeadResetLink, resetFailureText } from '../reset-errors';

type Outcome = { kind: 'done' } | { kind: 'dead'; message: string };

/** How long the form waits for the link's check before it shows anyway (a slow provider). */
const CHECK_WAIT_MS = 3000;

/**
 * The page's words: a reset's, or a first password's for an account Google sign-in made, whose
 * mailed link the mock marks with `?set=1` (docs/product.md, section 10). The call is the same.
 */
const WORDS = {
  reset: {
    title: 'Choose a New Password',
    intro:
      'Pick a password of at least 8 characters. Every device signed in to your account will be signed out.',
    password: 'New password',
    confirm: 'Confirm new password',
    submit: 'Set New Password',
    newLink: { to: '/forgot-password', label: 'Request a new link' },
    doneTitle: 'Password changed',
    done: 'Your password has been changed and every device that was signed in has been signed out. Sign in with your new password.',
  },
  set: {
    title: 'Set a password',
    intro:
      'Choose a password of at least 8 characters, to sign in with your e-mail address as well as with Google. Every device signed in to your account will be signed out.',
    password: 'Password',
    confirm: 'Confirm password',
    submit: 'Set Password',
    // A new link to set a password is asked for on the account page, as the first one was.
    newLink: { to: '/account', label: 'Ask for a new link on your account page' },
    doneTitle: 'Password set',
    done: 'Your password is set: you can now sign in with your e-mail address and this password, or with Google as before. Every device that was signed in has been signed out.',
  },
} as const;

/**
 * /reset-password/:token (issue 32, item 1): the new password twice, with the register form's
 * rules. A wrong, used or expired link offers a new one (said as the page opens, where the
 * provider can check a link, else on submit); success leads to sign-in. `?set=1` words it as
 * setting a first password (issue 51).
 */
export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const setting = search.get('set') === '1';
  const words = WORDS[setting ? 'set' : 'reset'];
  usePageTitle(words.title);
  const { token = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const online = useOnlineStatus();
  const form = useContractForm({
    schema: resetPasswordFormSchema,
    initial: { password: '', confirmPassword: '' },
    failureText: resetFailureText,
    submit: async ({ password }) => {
      try {
        await postResetPassword({ token, password });
        setOutcome({ kind: 'done' });
      } catch (error) {
        // A dead link is the page's outcome, not the form's failure.
        if (!isDeadResetLink(error)) throw error;
        setOutcome({ kind: 'dead', message: deadLinkText(error, setting) });
      }
    },
  });

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
        setOutcome((now) => now ?? { kind: 'dead', message: deadLinkText(error, setting) });
      })
      .finally(stopWaiting);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [token, setting]);

  if (outcome?.kind === 'done') {
    return (
      <section className="narrow-page card" aria-labelledby="reset-title">
        <h1 id="reset-title" className="page-title">
          {words.doneTitle}
        </h1>
        <p role="status">{words.done}</p>
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
          <Link className="btn btn-primary" to={words.newLink.to}>
            {words.newLink.label}
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
        {words.title}
      </h1>
      <p>{words.intro}</p>
      {checking ? (
        <Spinner label="Checking your link" />
      ) : (
        <form className="auth-form" onSubmit={form.onSubmit} noValidate>
          <FormFailure text={form.failure} />
          <FormField
            label={words.password}
            type="password"
            autoComplete="new-password"
            {...form.field('password')}
          />
          <FormField
            label={words.confirm}
            type="password"
            autoComplete="new-password"
            {...form.field('confirmPassword')}
          />
          <Button type="submit" variant="primary" block disabled={form.busy || !online}>
            {form.busy ? 'Saving...' : words.submit}
          </Button>
          <OfflineReason />
        </form>
      )}
    </section>
  );
}
