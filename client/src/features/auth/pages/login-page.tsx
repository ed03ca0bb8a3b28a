import '../auth.css';
import { loginFormSchema } from '@inkreel/shared';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { OfflineReason } from '../../../components/offline/offline-feed';
import { Button } from '../../../components/ui/button';
import { FormFailure } from '../../../components/ui/form-failure';
import { FormField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api/api-client';
import { useOnlineStatus } from '../../../lib/page/use-online-status';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useAuth } from '../../../lib/session/auth-context';
import { LOGIN_SUBTITLE, LOGIN_TITLE } from '../api/auth-page-data';
import { AuthLayout } from '../components/auth-layout';
import { GoogleButton } from '../components/google-button';
import { googleMessage } from '../google-messages';
import { AUTH_MESSAGES, cameFromSignOutEverywhere } from '../../../lib/session/messages';
import { originFrom } from '../origin';

/** Wrong credentials read as docs/product.md's text; other failures (network, rate limit) say what happened. */
function loginFailureText(error: unknown): string {
  if (error instanceof ApiError && !error.isNetworkError && error.status !== 429) {
    return AUTH_MESSAGES.invalidCredentials;
  }
  return error instanceof Error ? error.message : AUTH_MESSAGES.invalidCredentials;
}

export function LoginPage() {
  usePageTitle(LOGIN_TITLE);
  const { login, sessionExpired } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const online = useOnlineStatus();
  // A Google sign-in that came back without a session says why (`?google=cancelled`, …).
  const googleNote = googleMessage(useSearchParams()[0].get('google'));
  const notice = sessionExpired
    ? AUTH_MESSAGES.sessionExpired
    : cameFromSignOutEverywhere(location.state)
      ? AUTH_MESSAGES.signedOutEverywhere
      : null;
  const form = useContractForm({
    schema: loginFormSchema,
    initial: { email: '', password: '' },
    failureText: loginFailureText,
    submit: async (body) => {
      const result = await login(body);
      if (!result.ok) throw result.error;
      if (result.emailVerified) {
        void navigate(originFrom(location.state) ?? '/', { replace: true });
      } else void navigate('/verification-pending', { replace: true });
    },
  });

  return (
    <AuthLayout
      title="Sign In"
      subtitle={LOGIN_SUBTITLE}
      panelTitle="Welcome Back!"
      panelText="Pick up where you left off: your uploads, your wallet and everything you follow."
      panelPoints={[
        'Stream videos and music',
        'Read books, stories and poems',
        'Share your own work',
      ]}
    >
      <form className="auth-form" onSubmit={form.onSubmit} noValidate>
        <FormFailure text={form.failure} />
        {!form.failure && googleNote && (
          <div className="error-box" role="alert">
            {googleNote}
          </div>
        )}
        {!form.failure && !googleNote && notice && (
          <div className="info-box" role="status">
            {notice}
          </div>
        )}
        <FormField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
        />
        <div className="auth-row">
          <Link to="/forgot-password">Forgot Password?</Link>
        </div>
        <Button type="submit" variant="primary" block disabled={form.busy || !online}>
          {form.busy ? 'Signing In...' : 'Sign In'}
        </Button>
        <OfflineReason />
        <div className="auth-divider">
          <span>or</span>
        </div>
        <GoogleButton />
        <p className="auth-switch">
          New here? <Link to="/register">Create New Account</Link>
        </p>
      </form>
    </AuthLayout>
  );
}
