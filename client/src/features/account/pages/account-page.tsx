import '../account.css';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/session/auth-context';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { useExtension } from '../../../lib/api/extensions';
import { creatorPath } from '../../../lib/community/creator-path';
import { NameForm } from '../components/name-form';
import { NotificationSettings } from '../components/notification-settings';
import { PasswordForm } from '../components/password-form';
import { SetPassword } from '../components/set-password';
import { SignOutEverywhere } from '../components/sign-out-everywhere';

/**
 * /account (issue 32, item 3), signed-in only: the display name, the password (or "Set a
 * password", issue 51) and "sign out of all devices". The signed-in name in the bar leads here;
 * My uploads is one click away.
 */
export function AccountPage() {
  usePageTitle('Your Account');
  const { user } = useAuth();
  const creators = useExtension('creators');
  const likes = useExtension('likes');
  if (!user) return null;
  return (
    <div className="narrow-page account-page">
      <h1 className="page-title">Your Account</h1>
      <p className="account-intro">
        Signed in as <strong>{user.email}</strong>. <Link to="/my-uploads">My uploads</Link> ·{' '}
        <Link to="/playlists">Playlists</Link> · <Link to="/wallet">Wallet</Link>
        {creators ? (
          <>
            {' · '}
            <Link to={creatorPath(user._id)}>Your creator page</Link> ·{' '}
            <Link to="/following">Following</Link>
          </>
        ) : null}
        {likes ? (
          <>
            {' · '}
            <Link to="/liked">Liked</Link>
          </>
        ) : null}
      </p>
      <NameForm current={user.name} />
      {/* An account without a password has no current one to give: it sets one by a mailed
          link. `hasPassword` absent (a provider that does not say) keeps the change form. */}
      {user.hasPassword === false ? <SetPassword email={user.email} /> : <PasswordForm />}
      <NotificationSettings />
      <SignOutEverywhere />
    </div>
  );
}
