import { changePasswordFormSchema, ErrorCode } from '@inkreel/shared';
import { useState, type SubmitEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api/api-client';
import { useOnlineStatus } from '../../../lib/page/use-online-status';
import { fieldErrors } from '../../../lib/forms/zod-errors';
import { accountFailureText } from '../account-errors';
import { postChangePassword } from '../api/account';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The current password, then the new one twice (the register form's rules). */
export function PasswordForm() {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const online = useOnlineStatus();

  const update = (field: keyof typeof form) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: '' }));
    setSaved(false);
  };

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setSaved(false);
    const parsed = changePasswordFormSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setBusy(true);
    try {
      const { currentPassword, newPassword } = parsed.data;
      await postChangePassword({ currentPassword, newPassword });
      setForm(EMPTY);
      setSaved(true);
    } catch (err) {
      if (err instanceof ApiError && err.code === ErrorCode.WRONG_PASSWORD) {
        setErrors({ currentPassword: 'The current password is not correct.' });
      } else {
        setFailure(accountFailureText(err));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card account-section" aria-labelledby="account-password-title">
      <h2 id="account-password-title" className="account-heading">
        Password
      </h2>
      <p className="muted">
        Enter your current password, then a new one of at least 8 characters. Other devices stay
        signed in; use &quot;Sign out of all devices&quot; below to end their sessions.
      </p>
      <form className="account-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        {failure && (
          <div className="error-box" role="alert">
            {failure}
          </div>
        )}
        <FormField
          label="Current password"
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          value={form.currentPassword}
          onChange={(e) => update('currentPassword')(e.target.value)}
          error={errors.currentPassword}
        />
        <FormField
          label="New password"
          type="password"
          name="newPassword"
          autoComplete="new-password"
          value={form.newPassword}
          onChange={(e) => update('newPassword')(e.target.value)}
          error={errors.newPassword}
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
        <div className="account-actions">
          <Button type="submit" variant="primary" disabled={busy || !online}>
            {busy ? 'Saving...' : 'Change Password'}
          </Button>
          <span role="status" className="account-saved">
            {saved ? 'Password changed.' : ''}
          </span>
        </div>
      </form>
    </section>
  );
}
