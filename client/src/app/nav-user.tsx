import { Link, NavLink, useNavigate } from 'react-router';
import { useAuth } from '../lib/session/auth-context';
import { useBalance } from '../features/wallet/api/use-balance';
import { formatBalance } from '../lib/format';
import './nav-user.css';

/** Signed out: Sign In and Register. Signed in: name (to My uploads), balance link to /wallet, Logout. */
export function NavUser() {
  const { user, logout } = useAuth();
  const { data } = useBalance(user !== null);
  const navigate = useNavigate();

  if (!user) {
    return (
      <div className="nav-user">
        <NavLink to="/login" className="btn btn-ghost">
          Sign In
        </NavLink>
        <NavLink to="/register" className="btn btn-primary">
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
    <div className="nav-user">
      {/* The name leads to the account's own uploads (My uploads). */}
      <NavLink
        to="/my-uploads"
        className="nav-name"
        title={`${user.email}: My uploads`}
        aria-label={`${user.name}: My uploads`}
      >
        {user.name}
      </NavLink>
      <Link to="/wallet" className="balance-pill" aria-label={`Wallet balance: ${balance}`}>
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
      <button type="button" className="btn btn-ghost" onClick={() => void onLogout()}>
        Logout
      </button>
    </div>
  );
}
