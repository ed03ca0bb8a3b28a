import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormFailure } from '../../../components/ui/form-failure';
import { useAuth } from '../../../lib/session/auth-context';
import { useOnlineStatus } from '../../../lib/page/use-online-status';
import { SIGNED_OUT_EVERYWHERE_STATE } from '../../../lib/session/messages';
import { accountFailureText } from '../account-errors';
import { postSignOutEverywhere } from '../api/account';
import { AccountSection } from './account-section';

/** Ends every session of the account, this one too, after a confirmation; then /login, which says so. */
export function SignOutEverywhere() {
  const { endLocalSession, user } = useAuth();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const online = useOnlineStatus();

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      await postSignOutEverywhere();
    } catch (err) {
      setFailure(accountFailureText(err));
      setBusy(false);
      setAsking(false);
      return;
    }
    // The server has ended this session too: clear it here without a logout call, which its
    // token would only get refused (and read as an expired session).
    await endLocalSession();
    // /login says it worked (issue 51, item 7).
    void navigate('/login', { replace: true, state: SIGNED_OUT_EVERYWHERE_STATE });
  }

  return (
    <AccountSection
      id="account-devices-title"
      title="Devices"
      intro="Signs you out everywhere your account is signed in, including this browser."
    >
      <FormFailure text={failure} />
      <Button type="button" variant="danger" disabled={!online} onClick={() => setAsking(true)}>
        Sign out of all devices
      </Button>
      {asking && (
        <Dialog
          title="Sign out of all devices?"
          tone="danger"
          onDismiss={busy ? undefined : () => setAsking(false)}
          actions={
            <>
              <Button type="button" disabled={busy} onClick={() => setAsking(false)}>
                Cancel
              </Button>
              <Button type="button" variant="danger" disabled={busy} onClick={() => void confirm()}>
                {busy ? 'Signing out...' : 'Sign out everywhere'}
              </Button>
            </>
          }
        >
          <p>
            Every device signed in to your account, this one included, will be signed out.{' '}
            {/* An account without a password signs in again with Google. */}
            {user?.hasPassword === false
              ? 'You will need to sign in again.'
              : 'You will need your password to sign in again.'}
          </p>
        </Dialog>
      )}
    </AccountSection>
  );
}
