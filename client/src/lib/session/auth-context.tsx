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
  useMemo,
  useReducer,
  useState,
  type ReactNode,
} from 'react';
import { useSWRConfig } from 'swr';
import { useHydratingWith } from '../page/server-rendered';
import { getStoredToken } from '../storage/storage-keys';
import { postLogin, postLogout } from './auth-api';
import { authReducer, initialAuthState, type AuthState } from './auth-reducer';
import {
  clearPendingVerification,
  clearStoredAuth,
  readStoredAuth,
  setPendingVerification,
  updateStoredUser,
  writeStoredAuth,
} from './auth-storage';
import { errorMessage } from './error-message';
import { runSignOutHooks } from './sign-out-hooks';
import { setProviderUnreachable } from './provider-reach';
import { isWalletKey, useSessionExpiry, useSessionRestore } from './use-session-restore';
import { useVerification, type RegisterResult, type ResendResult } from './use-verification';

export type LoginResult = { ok: true; emailVerified: boolean } | { ok: false; error: unknown };

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

/** The minimal user an unverified login stores (docs/product.md section 4, item 4). */
function minimalUser(user: User): User {
  return { _id: user._id, email: user.email, name: user.name, isEmailVerified: false };
}

/** A server-rendered page shows its route at once, as a visitor; a stored session follows. */
const renderedAuthState: AuthState = { ...initialAuthState, isLoading: false, ready: true };
const AUTH_FIELDS = Object.keys(renderedAuthState) as (keyof AuthState)[];

/** Whether `value` draws a page as the server drew it for a visitor. */
const rendersAsServer = (value: AuthContextValue): boolean =>
  !value.sessionExpired && AUTH_FIELDS.every((field) => value[field] === renderedAuthState[field]);

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

  useSessionExpiry(dispatch, mutate, setSessionExpired);
  useSessionRestore(dispatch, mutate);

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

  const { register, verifyEmail, resendVerification } = useVerification(dispatch);

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
  // it is then rendered again, signed in. A visitor's own session hydrates as it is, once.
  const hydrating = useHydratingWith(!rendersAsServer(value));
  const rendered = useMemo(
    () => ({ ...value, ...renderedAuthState, sessionExpired: false }),
    [value],
  );
  return hydrating ? rendered : value;
}
