import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../lib/session/auth-context';

const NO_RETURN = /^\/(login|register)\/?$/;

/**
 * When the provider refuses the session's token (401), sends the user to /login, remembering the
 * page they were on so signing in returns there. Rendered once, inside the router (Layout). A
 * route guard may get there first with the same `from`; either way the user lands on /login.
 */
export function SessionExpiryRedirect() {
  const { sessionExpired } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const handled = useRef(false);

  useEffect(() => {
    if (!sessionExpired) {
      handled.current = false;
      return;
    }
    if (handled.current) return;
    handled.current = true;
    if (NO_RETURN.test(location.pathname)) return;
    const from = `${location.pathname}${location.search}${location.hash}`;
    void navigate('/login', { replace: true, state: { from } });
  }, [sessionExpired, location, navigate]);

  return null;
}
