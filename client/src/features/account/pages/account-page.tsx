import '../account.css';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/session/auth-context';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { NameForm } from '../components/name-form';
import { PasswordForm } from '../components/password-form';
import { SignOutEverywhere } from '../components/sign-out-everywhere';

/**
 * /account (issue 32, item 3), signed-in only: the display name, the password and "sign out of
 * all devices". The signed-in name in the bar leads here; My uploads is one click away.
 */
export function AccountPage() {
  usePageTitle('Your Account');
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="narrow-page account-page">
      <h1 className="page-title">Your Account</h1>
      <p className="account-intro">
        Signed in as <strong>{user.email}</strong>. <Link to="/my-uploads">My uploads</Link> ·{' '}
        <Link to="/playlists">Playlists</Link> · <Link to="/wallet">Wallet</Link>
      </p>
      <NameForm current={user.name} />
      <PasswordForm />
      <SignOutEverywhere />
    </div>
  );
}
