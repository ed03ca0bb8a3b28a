import '../auth.css';
import { ErrorCode } from '@inkreel/shared';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api/api-client';
import { useAuth } from '../../../lib/session/auth-context';
import {
  clearPendingVerification,
  readPendingVerificationEmail,
  readVerificationEmailSentAt,
  recordVerificationEmailSent,
} from '../../../lib/session/auth-storage';
import { useCountdown } from '../hooks/use-countdown';
import { impliedSentAt, MAX_RESEND_WAIT_SECONDS, resendWaitSeconds } from '../resend-wait';
import {
  AUTH_MESSAGES,
  REDIRECT_AFTER_RESEND_ERROR_MS,
  RESEND_COOLDOWN_SECONDS,
} from '../../../lib/session/messages';

type Notice = { tone: 'success' | 'error'; text: string };
type Redirect = '/login' | '/register';

/** docs/product.md section 8: the resend failures and where each one leads. */
function describeResendFailure(error: unknown): { text: string; redirect?: Redirect } {
  if (error instanceof ApiError) {
    const body = error.errorBody;
    const reason = body.error;
    if (
      error.status === 400 &&
      (body.code === ErrorCode.EMAIL_ALREADY_VERIFIED || reason === 'Email is already verified')
    ) {
      return { text: AUTH_MESSAGES.alreadyVerified, redirect: '/login' };
    }
    if (
      error.status === 404 &&
      (body.code === ErrorCode.USER_NOT_FOUND || reason === 'User not found')
    ) {
      return { text: AUTH_MESSAGES.userNotFound, redirect: '/register' };
    }
    // The server's error text (docs/product.md reads `error` here), else its message.
    const text = reason?.trim() ? reason : error.serverMessage;
    if (text) return { text };
  }
  return { text: AUTH_MESSAGES.resendFailedPage };
}

export function VerificationPendingPage() {
  usePageTitle('Verify Your Email');
  const { user, emailVerified, resendVerification, logout } = useAuth();
  const navigate = useNavigate();
  // The last e-mail (registration's, or a resend before a reload) started the provider's cooldown:
  // the countdown runs on from it instead of offering a resend the provider would refuse.
  const { seconds, start } = useCountdown(() => resendWaitSeconds(readVerificationEmailSentAt()));
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [redirect, setRedirect] = useState<Redirect | null>(null);
  const [pendingEmail] = useState(readPendingVerificationEmail);
  const email = user?.email ?? pendingEmail;

  useEffect(() => {
    if (!redirect) return;
    const timer = setTimeout(() => {
      clearPendingVerification();
      // The server says this account is verified (or gone): a stale local session must not
      // bounce the user straight back here, so it is dropped before going on.
      if (user) void logout().then(() => navigate(redirect, { replace: true }));
      else void navigate(redirect, { replace: true });
    }, REDIRECT_AFTER_RESEND_ERROR_MS);
    return () => clearTimeout(timer);
  }, [redirect, user, logout, navigate]);

  if (user && emailVerified) return <Navigate to="/" replace />;

  async function onResend() {
    if (!email || seconds > 0 || busy || redirect) return;
    setBusy(true);
    setNotice(null);
    const result = await resendVerification(email);
    setBusy(false);
    if (result.ok) {
      recordVerificationEmailSent();
      setNotice({ tone: 'success', text: result.message });
      start(RESEND_COOLDOWN_SECONDS);
      return;
    }
    // Too soon (the provider keeps the same 60 s cooldown, counted from the last e-mail, even
    // the one sent at registration): show how long is left and keep the button off until then.
    if (result.error instanceof ApiError && result.error.status === 429) {
      const wait = result.error.retryAfterSeconds;
      start(Math.min(wait ?? RESEND_COOLDOWN_SECONDS, MAX_RESEND_WAIT_SECONDS));
      if (wait !== undefined) {
        // The countdown line says the provider's wait, live; its text ("Please wait 57
        // seconds...") would stay frozen beside it, so no box.
        recordVerificationEmailSent(impliedSentAt(wait));
        return;
      }
    }
    const failure = describeResendFailure(result.error);
    setNotice({ tone: 'error', text: failure.text });
    if (failure.redirect) setRedirect(failure.redirect);
  }

  async function onLogout() {
    await logout();
    void navigate('/login', { replace: true });
  }

  return (
    <section className="narrow-page card verify-card" aria-labelledby="pending-title">
      <div className="verify-icon" aria-hidden="true">
        ✉
      </div>
      <h1 id="pending-title" className="page-title">
        Verify Your Email
      </h1>
      <p>
        We have sent a verification link to {email ? <strong>{email}</strong> : 'your email'}. Open
        it to activate your account.
      </p>
      {notice && (
        <div
          className={notice.tone === 'success' ? 'success-box' : 'error-box'}
          role={notice.tone === 'success' ? 'status' : 'alert'}
        >
          {notice.text}
        </div>
      )}
      <div className="button-row center">
        <Button
          variant="primary"
          onClick={() => void onResend()}
          disabled={!email || seconds > 0 || busy || redirect !== null}
        >
          {busy ? 'Sending...' : 'Resend Verification Email'}
        </Button>
        <Button onClick={() => void onLogout()}>Logout</Button>
      </div>
      <p className="muted small" aria-live="polite">
        {seconds > 0
          ? `You can request another email in ${seconds} s.`
          : !email
            ? 'Sign in to request another verification email.'
            : ''}
      </p>
      <p className="muted small">
        Didn&apos;t get it? Check your spam or junk folder, and make sure the address is right.
      </p>
    </section>
  );
}
