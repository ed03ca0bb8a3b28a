import '../auth.css';
import { registerFormSchema } from '@inkreel/shared';
import { useEffect, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { fieldErrors } from '../../../lib/forms/zod-errors';
import { useAuth } from '../../../lib/session/auth-context';
import { AuthLayout } from '../components/auth-layout';
import { GoogleButton } from '../components/google-button';
import { REDIRECT_AFTER_REGISTER_MS } from '../../../lib/session/messages';

const EMPTY = { name: '', email: '', password: '', confirmPassword: '' };

export function RegisterPage() {
  usePageTitle('Register');
  const { register, error, clearMessages } = useAuth();
  const navigate = useNavigate();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

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

  const update = (field: keyof typeof EMPTY, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: '' }));
  };

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || success) return;
    const parsed = registerFormSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setBusy(true);
    setFailed(false);
    const { name, email, password } = parsed.data;
    const result = await register({ name, email, password });
    setBusy(false);
    if (result.ok) setSuccess(result.message);
    else setFailed(true);
  }

  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: form[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => update(name, e.target.value),
    error: errors[name],
  });

  return (
    <AuthLayout
      title="Create Account"
      subtitle="Register with your email; we will send you a link to verify it."
      panelTitle="Join Our Community!"
      panelText="Creators and fans share videos, music, books, stories and poems here."
      panelPoints={['Upload your own work', 'Support the creators you love', 'Free to join']}
    >
      <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        {success && (
          <div className="success-box" role="status">
            {success}
          </div>
        )}
        {failed && error && (
          <div className="error-box" role="alert">
            {error}
          </div>
        )}
        <FormField label="Full Name" autoComplete="name" {...field('name')} />
        <FormField label="Email" type="email" autoComplete="email" {...field('email')} />
        <FormField
          label="Password"
          type="password"
          autoComplete="new-password"
          {...field('password')}
        />
        <FormField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Button type="submit" variant="primary" block disabled={busy || success !== null}>
          {success ? 'Registration Successful' : busy ? 'Creating Account...' : 'Create Account'}
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
