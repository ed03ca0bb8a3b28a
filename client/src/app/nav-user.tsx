import { Link, NavLink, useNavigate } from 'react-router';
import { useAuth } from '../lib/session/auth-context';
import { useBalance } from '../features/wallet/api/use-balance';
import { formatBalance } from '../lib/format/format';
import { NavAccount } from './nav-account';
import './nav-user.css';

interface NavUserProps {
  /**
   * Where this copy sits: the bar's row (`bar`) or the collapsible menu (`menu`). Each entry is in
   * both, and the bar's level (navbar.css) shows exactly one of the two: the balance and Sign In
   * stay in the row until the phone layout, the name and Logout fold into the menu first.
   */
  place?: 'bar' | 'menu';
}

/** Signed out: Sign In and Register. Signed in: name (to the account page), balance link to /wallet, Logout. */
export function NavUser({ place = 'bar' }: NavUserProps) {
  const { user, logout } = useAuth();
  const { data } = useBalance(user !== null);
  const navigate = useNavigate();
  // In the row: `nav-full` entries only in the full bar, `nav-grouped` ones only in the grouped
  // bar, `nav-roomy` ones until the phone layout. In the menu: `nav-phone` entries only in the
  // phone layout (the row shows them otherwise); the name and Logout whenever the links fold.
  const folding = place === 'bar' ? 'nav-full' : '';
  const staying = place === 'bar' ? 'nav-roomy' : 'nav-phone';

  if (!user) {
    return (
      <div className={`nav-user nav-user-${place}`}>
        <NavLink to="/login" className={`btn btn-ghost ${staying}`}>
          Sign In
        </NavLink>
        <NavLink to="/register" className={`btn btn-primary ${staying}`}>
          Register
        </NavLink>
      </div>
    );
  }

  async function onLogout() {
    await logout();
    void navigate('/', { replace: true });
  }

  const balance = formatBalance(data?.balance ?? 0, data?.currency ?? '');
  return (
    <div className={`nav-user nav-user-${place}`}>
      {/* The name leads to the account page, which links to My uploads (issue 32, item 3). */}
      <NavLink
        to="/account"
        className={`nav-name ${folding}`}
        title={`${user.email}: Your account`}
        aria-label={`${user.name}: Your account`}
      >
        {user.name}
      </NavLink>
      <Link
        to="/wallet"
        className={`balance-pill ${staying}`}
        aria-label={`Wallet balance: ${balance}`}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            d="M3 7a2 2 0 0 1 2-2h13v4h1a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <circle cx="16.5" cy="14" r="1.5" fill="currentColor" />
        </svg>
        <span>{balance}</span>
      </Link>
      <button type="button" className={`btn btn-ghost ${folding}`} onClick={() => void onLogout()}>
        Logout
      </button>
      {place === 'bar' ? (
        <NavAccount
          className="nav-grouped"
          name={user.name}
          email={user.email}
          onLogout={() => void onLogout()}
        />
      ) : null}
    </div>
  );
}
