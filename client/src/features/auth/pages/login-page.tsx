import '../auth.css';
import { loginBodySchema } from '@inkreel/shared';
import { useState, type SubmitEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { OfflineReason } from '../../../components/offline/offline-feed';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api/api-client';
import { useOnlineStatus } from '../../../lib/page/use-online-status';
import { fieldErrors } from '../../../lib/forms/zod-errors';
import { useAuth } from '../../../lib/session/auth-context';
import { AuthLayout } from '../components/auth-layout';
import { GoogleButton } from '../components/google-button';
import { googleMessage } from '../google-messages';
import { AUTH_MESSAGES } from '../../../lib/session/messages';
import { originFrom } from '../origin';

/** Wrong credentials read as docs/product.md's text; other failures (network, rate limit) say what happened. */
function loginFailureText(error: unknown): string {
  if (error instanceof ApiError && !error.isNetworkError && error.status !== 429) {
    return AUTH_MESSAGES.invalidCredentials;
  }
  return error instanceof Error ? error.message : AUTH_MESSAGES.invalidCredentials;
}

export function LoginPage() {
  usePageTitle('Sign In');
  const { login, sessionExpired } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [form, setForm] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const online = useOnlineStatus();
  // A Google sign-in that came back without a session says why (`?google=cancelled`, …).
  const googleNote = googleMessage(useSearchParams()[0].get('google'));

  const update = (field: keyof typeof form) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: '' }));
  };

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // A new attempt replaces the last one's outcome, whether or not it reaches the server.
    setFailure(null);
    const parsed = loginBodySchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setBusy(true);
    const result = await login(parsed.data);
    setBusy(false);
    if (!result.ok) {
      setFailure(loginFailureText(result.error));
      return;
    }
    if (result.emailVerified) void navigate(originFrom(location.state) ?? '/', { replace: true });
    else void navigate('/verification-pending', { replace: true });
  }

  return (
    <AuthLayout
      title="Sign In"
      subtitle="Sign in to upload, manage your wallet and support creators."
      panelTitle="Welcome Back!"
      panelText="Pick up where you left off: your uploads, your wallet and everything you follow."
      panelPoints={[
        'Stream videos and music',
        'Read books, stories and poems',
        'Share your own work',
      ]}
    >
      <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        {failure && (
          <div className="error-box" role="alert">
            {failure}
          </div>
        )}
        {!failure && googleNote && (
          <div className="error-box" role="alert">
            {googleNote}
          </div>
        )}
        {!failure && !googleNote && sessionExpired && (
          <div className="info-box" role="status">
            {AUTH_MESSAGES.sessionExpired}
          </div>
        )}
        <FormField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={form.email}
          onChange={(e) => update('email')(e.target.value)}
          error={errors.email}
        />
        <FormField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={form.password}
          onChange={(e) => update('password')(e.target.value)}
          error={errors.password}
        />
        <div className="auth-row">
          <Link to="/forgot-password">Forgot Password?</Link>
        </div>
        <Button type="submit" variant="primary" block disabled={busy || !online}>
          {busy ? 'Signing In...' : 'Sign In'}
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
