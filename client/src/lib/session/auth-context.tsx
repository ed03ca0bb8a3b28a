// lib/session: the signed-in user: auth context, stored session, auth calls and status checks.
import type {
  LoginBody,
  LoginResponse,
  RegisterBody,
  User,
  VerifyEmailResponse,
} from '@inkreel/shared';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useState,
  type ReactNode,
} from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, onUnauthorized } from '../api/api-client';
import { useHydrating } from '../page/server-rendered';
import { getStoredToken } from '../storage/storage-keys';
import {
  postLogin,
  postLogout,
  postRegister,
  postResendVerification,
  verifyEmailOnce,
} from './auth-api';
import { authReducer, initialAuthState, type AuthState } from './auth-reducer';
import {
  clearPendingVerification,
  clearStoredAuth,
  readStoredAuth,
  recordVerificationEmailSent,
  setPendingVerification,
  updateStoredUser,
  writeStoredAuth,
} from './auth-storage';
import { AUTH_MESSAGES } from './messages';
import { runSignOutHooks } from './sign-out-hooks';
import { isProviderUnreachable, setProviderUnreachable } from './provider-reach';
import { checkStatus, recheckDelayMs } from './status-check';

export type LoginResult = { ok: true; emailVerified: boolean } | { ok: false; error: unknown };
export type RegisterResult = { ok: true; message: string } | { ok: false; error: unknown };
export type ResendResult = { ok: true; message: string } | { ok: false; error: unknown };

interface AuthContextValue extends AuthState {
  login: (body: LoginBody) => Promise<LoginResult>;
  /** Keeps a session signed in elsewhere (Continue with Google), as login keeps its own. */
  adoptSession: (reply: LoginResponse) => void;
  register: (body: RegisterBody) => Promise<RegisterResult>;
  verifyEmail: (token: string) => Promise<VerifyEmailResponse & { message: string }>;
  resendVerification: (email: string) => Promise<ResendResult>;
  logout: () => Promise<void>;
  /** Clears the session here without asking the server (after "sign out of all devices"). */
  endLocalSession: () => Promise<void>;
  replaceUser: (user: User) => void;
  clearMessages: () => void;
  /**
   * True once a call carrying the session's token was refused with 401 (the session is then
   * ended); the app's SessionExpiryRedirect sends the user to /login, which says why. Cleared by
   * the next sign-in.
   */
  sessionExpired: boolean;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}

const isWalletKey = (key: unknown) => typeof key === 'string' && key.startsWith('/api/wallet');

/** The minimal user an unverified login stores (docs/product.md section 4, item 4). */
function minimalUser(user: User): User {
  return { _id: user._id, email: user.email, name: user.name, isEmailVerified: false };
}

/** A server-rendered page shows its route at once, as a visitor; a stored session follows. */
const renderedAuthState: AuthState = { ...initialAuthState, isLoading: false, ready: true };

interface AuthProviderProps {
  /** The page came rendered by the server: no spinner while the stored session is checked. */
  startReady?: boolean;
  children: ReactNode;
}

export function AuthProvider({ startReady = false, children }: AuthProviderProps) {
  const [state, dispatch] = useReducer(
    authReducer,
    startReady ? renderedAuthState : initialAuthState,
  );
  const { mutate } = useSWRConfig();
  const [sessionExpired, setSessionExpired] = useState(false);

  // A 401 to any call that carried our token: the session is over, whatever the page was doing.
  useEffect(
    () =>
      onUnauthorized(() => {
        if (!getStoredToken()) return;
        setProviderUnreachable(false);
        clearStoredAuth();
        clearPendingVerification();
        dispatch({ type: 'logout' });
        setSessionExpired(true);
        void mutate(isWalletKey, undefined, { revalidate: false });
      }),
    [mutate],
  );

  useEffect(() => {
    const stored = readStoredAuth();
    if (!stored) {
      // A corrupt or half-written record (or a lone token) must not keep sending a bearer.
      clearStoredAuth();
      dispatch({ type: 'restore/anonymous' });
      return;
    }
    dispatch({ type: 'restore/fromStorage', user: stored.user });
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let misses = 0;
    const token = getStoredToken();
    const check = async (again: boolean) => {
      clearTimeout(timer);
      window.removeEventListener('online', recheck);
      // The first check had its quick retry; later ones are already spaced by the backoff.
      const outcome = await checkStatus(again ? { retries: 0 } : {});
      if (cancelled) return;
      // Signed out or in again meanwhile: that session is not this check's to judge.
      if (again && getStoredToken() !== token) return;
      if (outcome.kind === 'checked') {
        updateStoredUser(outcome.user);
        dispatch({ type: 'restore/checked', user: outcome.user });
        if (isProviderUnreachable()) {
          setProviderUnreachable(false);
          // What failed while the provider was away (the balance, a feed) is asked again.
          void mutate(() => true);
        }
      } else if (outcome.kind === 'unreachable') {
        // Nothing refused the session (issue 32, item 5): keep it, say the provider cannot be
        // reached, and check again when the network returns and, while it seems up, with backoff.
        dispatch({ type: 'restore/offline' });
        setProviderUnreachable(true);
        misses += 1;
        window.addEventListener('online', recheck, { once: true });
        if (!outcome.offline) timer = setTimeout(recheck, recheckDelayMs(misses));
      } else {
        setProviderUnreachable(false);
        clearStoredAuth();
        dispatch({ type: 'restore/failed' });
      }
    };
    const recheck = () => void check(true);
    void check(false);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      window.removeEventListener('online', recheck);
    };
  }, [mutate]);

  const adoptSession = useCallback(({ user, token, tokenExpiry }: LoginResponse) => {
    setSessionExpired(false);
    // The provider just answered: a banner left by an earlier session's check goes.
    setProviderUnreachable(false);
    if (user.isEmailVerified) {
      writeStoredAuth({ user, token, tokenExpiry });
      dispatch({ type: 'login/fulfilled', user });
    } else {
      const minimal = minimalUser(user);
      writeStoredAuth({ user: minimal, token });
      setPendingVerification(user.email);
      dispatch({ type: 'login/fulfilled', user: minimal });
    }
  }, []);

  const login = useCallback(
    async (body: LoginBody): Promise<LoginResult> => {
      dispatch({ type: 'login/pending' });
      try {
        const reply = await postLogin(body);
        adoptSession(reply);
        return { ok: true, emailVerified: reply.user.isEmailVerified };
      } catch (error) {
        dispatch({ type: 'login/rejected', error: errorMessage(error, 'Login failed') });
        return { ok: false, error };
      }
    },
    [adoptSession],
  );

  const register = useCallback(async (body: RegisterBody): Promise<RegisterResult> => {
    dispatch({ type: 'register/pending' });
    try {
      const reply = await postRegister(body);
      setPendingVerification(body.email);
      // Registering sent the first e-mail: the resend cooldown already runs from now.
      recordVerificationEmailSent();
      dispatch({ type: 'register/fulfilled' });
      const message = 'message' in reply && typeof reply.message === 'string' ? reply.message : '';
      return { ok: true, message: message || AUTH_MESSAGES.registrationSuccess };
    } catch (error) {
      dispatch({
        type: 'register/rejected',
        error: errorMessage(error, AUTH_MESSAGES.registrationFailed),
      });
      return { ok: false, error };
    }
  }, []);

  const verifyEmail = useCallback(async (token: string) => {
    try {
      const reply = await verifyEmailOnce(token);
      if (!reply.verified) {
        const message = reply.message || AUTH_MESSAGES.verificationFailed;
        dispatch({ type: 'verify/rejected', message });
        return { verified: false, message };
      }
      const stored = readStoredAuth();
      if (stored) updateStoredUser({ ...stored.user, isEmailVerified: true });
      // A link opened again for an account verified by now (issue 51, item 7): no failure.
      const alreadyVerified = reply.alreadyVerified === true;
      const message =
        reply.message ||
        (alreadyVerified ? AUTH_MESSAGES.alreadyVerifiedLink : AUTH_MESSAGES.verificationSucceeded);
      dispatch({ type: 'verify/fulfilled', message });
      return { verified: true, alreadyVerified, message };
    } catch (error) {
      const message = errorMessage(error, AUTH_MESSAGES.verificationFailed);
      dispatch({ type: 'verify/rejected', message });
      return { verified: false, message };
    }
  }, []);

  const resendVerification = useCallback(async (email: string): Promise<ResendResult> => {
    try {
      const reply = await postResendVerification(email);
      return { ok: true, message: reply.message || AUTH_MESSAGES.resendSuccess };
    } catch (error) {
      dispatch({
        type: 'resend/rejected',
        error: errorMessage(error, AUTH_MESSAGES.resendFailedState),
      });
      return { ok: false, error };
    }
  }, []);

  /** Ends the session in this browser only: the server already ended it (or never had it). */
  const endLocalSession = useCallback(async () => {
    const userId = readStoredAuth()?.user._id;
    clearStoredAuth();
    clearPendingVerification();
    // The kept session was what the banner was about; signed out, nothing waits for the provider.
    setProviderUnreachable(false);
    dispatch({ type: 'logout' });
    // Drop the signed-out user's cached balance so the next user never sees it.
    await mutate(isWalletKey, undefined, { revalidate: false });
    // And what features keep per user in this browser (upload drafts).
    if (userId) await runSignOutHooks(userId);
  }, [mutate]);

  const logout = useCallback(async () => {
    // Without a token there is no session to end on the server (a visitor who has just
    // registered and leaves the pending page): the call would only be refused with 401.
    if (getStoredToken()) {
      try {
        await postLogout();
      } catch {
        // docs/product.md section 4, item 9: local state is cleared whether the call succeeds or not.
      }
    }
    await endLocalSession();
  }, [endLocalSession]);

  /** A newer copy of the signed-in user (a changed name): the bar and storage show it at once. */
  const replaceUser = useCallback((user: User) => {
    updateStoredUser(user);
    dispatch({ type: 'restore/checked', user });
  }, []);

  const clearMessages = useCallback(() => dispatch({ type: 'clearMessages' }), []);

  const value = useMemo(
    () => ({
      ...state,
      login,
      adoptSession,
      register,
      verifyEmail,
      resendVerification,
      logout,
      endLocalSession,
      replaceUser,
      clearMessages,
      sessionExpired,
    }),
    [
      state,
      login,
      adoptSession,
      register,
      verifyEmail,
      resendVerification,
      logout,
      endLocalSession,
      replaceUser,
      clearMessages,
      sessionExpired,
    ],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  // A page the server rendered for a visitor hydrates as that visitor, even when the stored
  // session was restored before its part of the page hydrated (lib/page/server-rendered.ts);
  // it is then rendered again, signed in.
  const hydrating = useHydrating();
  const rendered = useMemo(
    () => ({ ...value, ...renderedAuthState, sessionExpired: false }),
    [value],
  );
  return hydrating ? rendered : value;
}
