import '../auth.css';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/session/auth-context';
import { errorMessage } from '../../../lib/session/error-message';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { postGoogleSession } from '../api/google';
import { GOOGLE_MESSAGES } from '../google-messages';

const exchanges = new Map<string, ReturnType<typeof postGoogleSession>>();

/** One request per code: StrictMode runs effects twice in development, and a code works once. */
function exchangeOnce(code: string) {
  let pending = exchanges.get(code);
  if (!pending) {
    pending = postGoogleSession(code);
    exchanges.set(code, pending);
  }
  return pending;
}

/**
 * Where the provider sends the browser after a Google sign-in: trades the one-time code for a
 * session, stores it as a password sign-in would, and goes home; or says why it could not.
 */
export function GoogleCallbackPage() {
  usePageTitle('Signing In with Google');
  const { adoptSession, ready } = useAuth();
  const navigate = useNavigate();
  const { hash, pathname } = useLocation();
  // The code the provider put in the fragment (`#code=…`), kept before the effect clears it.
  const [code] = useState(() => new URLSearchParams(hash.slice(1)).get('code'));
  const [failure, setFailure] = useState<string | null>(code ? null : GOOGLE_MESSAGES.failed);

  useEffect(() => {
    // The code leaves the address bar and the history entry at once.
    if (hash) void navigate(pathname, { replace: true });
    // After the start-up status check, so its answer about an older session cannot undo this one.
    if (!code || !ready) return;
    let active = true;
    exchangeOnce(code).then(
      (reply) => {
        if (!active) return;
        adoptSession(reply);
        void navigate(reply.user.isEmailVerified ? '/' : '/verification-pending', {
          replace: true,
        });
      },
      (error: unknown) => {
        if (active) setFailure(errorMessage(error, GOOGLE_MESSAGES.failed));
      },
    );
    return () => {
      active = false;
    };
  }, [code, ready, hash, pathname, adoptSession, navigate]);

  return (
    <section className="narrow-page card verify-card" aria-labelledby="google-title">
      <h1 id="google-title" className="page-title">
        {failure ? 'Google Sign-In Failed' : 'Signing In with Google'}
      </h1>
      {failure ? (
        <>
          <div className="error-box" role="alert">
            {failure}
          </div>
          <Link className="btn btn-primary" to="/login">
            Back to Sign In
          </Link>
        </>
      ) : (
        <Spinner label="Signing in with Google" />
      )}
    </section>
  );
}
