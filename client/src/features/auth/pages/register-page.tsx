import '../auth.css';
import { registerFormSchema } from '@inkreel/shared';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { Button } from '../../../components/ui/button';
import { FormFailure } from '../../../components/ui/form-failure';
import { FormField } from '../../../components/ui/form-field';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useAuth } from '../../../lib/session/auth-context';
import { errorMessage } from '../../../lib/session/error-message';
import { REGISTER_SUBTITLE, REGISTER_TITLE } from '../api/auth-page-data';
import { AuthLayout } from '../components/auth-layout';
import { GoogleButton } from '../components/google-button';
import { AUTH_MESSAGES, REDIRECT_AFTER_REGISTER_MS } from '../../../lib/session/messages';

/** A registered form sends nothing more while it leads on to /verification-pending. */
const preventDefault = (event: { preventDefault: () => void }) => event.preventDefault();

export function RegisterPage() {
  usePageTitle(REGISTER_TITLE);
  const { register, clearMessages } = useAuth();
  const navigate = useNavigate();
  const [success, setSuccess] = useState<string | null>(null);
  const form = useContractForm({
    schema: registerFormSchema,
    initial: { name: '', email: '', password: '', confirmPassword: '' },
    // The red box says what the auth state keeps (docs/product.md section 8): the server's
    // message, e.g. for EMAIL_TAKEN, which the specification puts there rather than by the field.
    failureText: (error) => errorMessage(error, AUTH_MESSAGES.registrationFailed),
    submit: async ({ name, email, password }) => {
      const result = await register({ name, email, password });
      if (!result.ok) throw result.error;
      setSuccess(result.message);
    },
  });

  // Messages of an earlier visit must not greet this one.
  useEffect(() => clearMessages(), [clearMessages]);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(
      () => void navigate('/verification-pending'),
      REDIRECT_AFTER_REGISTER_MS,
    );
    return () => clearTimeout(timer);
  }, [success, navigate]);

  return (
    <AuthLayout
      title="Create Account"
      subtitle={REGISTER_SUBTITLE}
      panelTitle="Join Our Community!"
      panelText="Creators and fans share videos, music, books, stories and poems here."
      panelPoints={['Upload your own work', 'Support the creators you love', 'Free to join']}
    >
      <form className="auth-form" onSubmit={success ? preventDefault : form.onSubmit} noValidate>
        {success && (
          <div className="success-box" role="status">
            {success}
          </div>
        )}
        <FormFailure text={form.failure} />
        <FormField label="Full Name" autoComplete="name" {...form.field('name')} />
        <FormField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <FormField
          label="Password"
          type="password"
          autoComplete="new-password"
          {...form.field('password')}
        />
        <FormField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        <Button type="submit" variant="primary" block disabled={form.busy || success !== null}>
          {success
            ? 'Registration Successful'
            : form.busy
              ? 'Creating Account...'
              : 'Create Account'}
        </Button>
        <div className="auth-divider">
          <span>or</span>
        </div>
        <GoogleButton />
        <p className="auth-switch">
          Already have an account? <Link to="/login">Sign In</Link>
        </p>
      </form>
    </AuthLayout>
  );
}
