import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../lib/session/auth-context';
import { originFrom } from '../features/auth/origin';
import { getStoredToken } from '../lib/storage/storage-keys';

/** /login and /register: a signed-in user with a stored token goes home (or back where they came from). */
export function VisitorOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  if (user && getStoredToken()) {
    return <Navigate to={originFrom(location.state) ?? '/'} replace />;
  }
  return children;
}

/** /wallet: the guard checks only for a user (docs/product.md section 6). */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  if (!user) return <Navigate to="/login" replace state={{ from: pathOf(location) }} />;
  return children;
}

/** /upload: a user and a stored token; otherwise /login, remembering this page. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  if (!user || !getStoredToken()) {
    return <Navigate to="/login" replace state={{ from: pathOf(location) }} />;
  }
  return children;
}

const UNVERIFIED_ALLOWED = [/^\/verification-pending\/?$/, /^\/verify-email\/[^/]+\/?$/];

/** Keeps a signed-in but unverified user at /verification-pending (docs/product.md section 4, item 5). */
export function UnverifiedGate({ children }: { children: ReactNode }) {
  const { user, emailVerified } = useAuth();
  const { pathname } = useLocation();
  if (user && !emailVerified && !UNVERIFIED_ALLOWED.some((re) => re.test(pathname))) {
    return <Navigate to="/verification-pending" replace />;
  }
  return children;
}

function pathOf(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${location.search}${location.hash}`;
}
