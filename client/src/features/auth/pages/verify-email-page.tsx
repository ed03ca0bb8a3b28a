import '../auth.css';
import type { VerifyEmailResponse } from '@inkreel/shared';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/session/auth-context';
import { clearPendingVerification } from '../../../lib/session/auth-storage';
import { AUTH_MESSAGES } from '../../../lib/session/messages';

export function VerifyEmailPage() {
  usePageTitle('Email Verification');
  const { token = '' } = useParams();
  const { verifyEmail, ready } = useAuth();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<VerifyEmailResponse | null>(null);

  useEffect(() => {
    // After the start-up status check, so its (older) answer cannot undo the verified flag.
    if (!ready) return;
    let active = true;
    // verifyEmail shares one request per token, so StrictMode's second run spends no token.
    void verifyEmail(token).then((result) => {
      if (active) setOutcome(result);
    });
    return () => {
      active = false;
    };
  }, [token, verifyEmail, ready]);

  function goToLogin() {
    clearPendingVerification();
    void navigate('/login');
  }

  if (!outcome) {
    return (
      <section className="narrow-page card verify-card" aria-labelledby="verify-title">
        <h1 id="verify-title" className="page-title">
          Verifying Your Email
        </h1>
        <Spinner label="Verifying your email" />
      </section>
    );
  }

  return (
    <section className="narrow-page card verify-card" aria-labelledby="verify-title">
      <div className={`verify-icon ${outcome.verified ? 'ok' : 'bad'}`} aria-hidden="true">
        {outcome.verified ? '✓' : '!'}
      </div>
      <h1 id="verify-title" className="page-title">
        {/* A link opened again once its account is verified (issue 51, item 7): no failure,
            nothing to resend; the way on is to sign in. */}
        {outcome.alreadyVerified
          ? 'Email Already Verified'
          : outcome.verified
            ? 'Email Verified!'
            : 'Verification Failed'}
      </h1>
      <p>
        {outcome.message ||
          (outcome.verified
            ? AUTH_MESSAGES.verificationSucceeded
            : AUTH_MESSAGES.verificationFailed)}
      </p>
      <div className="button-row center">
        {!outcome.verified && (
          <Link className="btn btn-primary" to="/verification-pending">
            Resend Verification
          </Link>
        )}
        <Button variant={outcome.verified ? 'primary' : 'default'} onClick={goToLogin}>
          Go to Login
        </Button>
      </div>
    </section>
  );
}
