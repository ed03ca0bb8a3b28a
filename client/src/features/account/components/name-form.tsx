import { changeNameBodySchema } from '@inkreel/shared';
import { useState, type SubmitEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { useAuth } from '../../../lib/session/auth-context';
import { useOnlineStatus } from '../../../lib/page/use-online-status';
import { fieldErrors } from '../../../lib/forms/zod-errors';
import { accountFailureText } from '../account-errors';
import { postChangeName } from '../api/account';

/** The display name, with the register form's rules; the bar shows a new one at once. */
export function NameForm({ current }: { current: string }) {
  const { replaceUser } = useAuth();
  const [name, setName] = useState(current);
  const [error, setError] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const online = useOnlineStatus();

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setSaved(false);
    const parsed = changeNameBodySchema.safeParse({ name });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).name ?? 'Please check the name');
      return;
    }
    setBusy(true);
    try {
      const user = await postChangeName(parsed.data.name);
      replaceUser(user);
      setName(user.name);
      setSaved(true);
    } catch (err) {
      setFailure(accountFailureText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card account-section" aria-labelledby="account-name-title">
      <h2 id="account-name-title" className="account-heading">
        Display name
      </h2>
      <p className="muted">This is the name other people see and the one shown in the bar.</p>
      <form className="account-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        {failure && (
          <div className="error-box" role="alert">
            {failure}
          </div>
        )}
        <FormField
          label="Name"
          name="name"
          autoComplete="name"
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setError('');
            setSaved(false);
          }}
          error={error}
        />
        <div className="account-actions">
          <Button type="submit" variant="primary" disabled={busy || !online}>
            {busy ? 'Saving...' : 'Save Name'}
          </Button>
          <span role="status" className="account-saved">
            {saved ? 'Name saved.' : ''}
          </span>
        </div>
      </form>
    </section>
  );
}
