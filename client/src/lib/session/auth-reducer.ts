// lib/session: the signed-in user: auth context, stored session, auth calls and status checks.
import type { User } from '@inkreel/shared';

/** Auth state of docs/product.md section 3. */
export interface AuthState {
  user: User | null;
  isLoading: boolean;
  /** False until the start-up status check has settled; only then are routes shown. */
  ready: boolean;
  emailVerified: boolean;
  error: string | null;
  registrationSuccess: boolean;
  verificationSuccess: boolean;
  verificationMessage: string | null;
}

export const initialAuthState: AuthState = {
  user: null,
  isLoading: true,
  ready: false,
  emailVerified: false,
  error: null,
  registrationSuccess: false,
  verificationSuccess: false,
  verificationMessage: null,
};

export type AuthAction =
  | { type: 'restore/anonymous' }
  | { type: 'restore/fromStorage'; user: User }
  | { type: 'restore/checked'; user: User }
  | { type: 'restore/offline' }
  | { type: 'restore/failed' }
  | { type: 'login/pending' }
  | { type: 'login/fulfilled'; user: User }
  | { type: 'login/rejected'; error: string }
  | { type: 'register/pending' }
  | { type: 'register/fulfilled' }
  | { type: 'register/rejected'; error: string }
  | { type: 'verify/fulfilled'; message: string }
  | { type: 'verify/rejected'; message: string }
  | { type: 'resend/rejected'; error: string }
  | { type: 'logout' }
  | { type: 'clearMessages' };

const signedOut = { user: null, emailVerified: false } as const;

/** The session state machine of docs/product.md section 4 (items 1-10). */
export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'restore/anonymous':
      // Already so on a page the server rendered: the same state re-renders nothing, so React
      // can go on hydrating the page's markup in small steps instead of at once.
      if (state.ready && !state.isLoading && state.user === null && !state.emailVerified) {
        return state;
      }
      return { ...state, ...signedOut, isLoading: false, ready: true };
    case 'restore/fromStorage':
      // Shown from storage at once, but still loading until the status call answers.
      return { ...state, user: action.user, emailVerified: action.user.isEmailVerified };
    case 'restore/checked':
      return {
        ...state,
        user: action.user,
        emailVerified: action.user.isEmailVerified,
        isLoading: false,
        ready: true,
      };
    case 'restore/offline':
      // No answer to check with (no network, or the provider unreachable): the stored user stands
      // until a check is answered.
      return { ...state, isLoading: false, ready: true };
    case 'restore/failed':
      return { ...state, ...signedOut, isLoading: false, ready: true };
    case 'login/pending':
      return { ...state, isLoading: true, error: null };
    case 'login/fulfilled':
      return {
        ...state,
        isLoading: false,
        user: action.user,
        emailVerified: action.user.isEmailVerified,
      };
    case 'login/rejected':
      return { ...state, isLoading: false, error: action.error, emailVerified: false };
    case 'register/pending':
      return { ...state, isLoading: true, error: null, registrationSuccess: false };
    case 'register/fulfilled':
      return { ...state, isLoading: false, registrationSuccess: true };
    case 'register/rejected':
      return { ...state, isLoading: false, registrationSuccess: false, error: action.error };
    case 'verify/fulfilled': {
      const user = state.user ? { ...state.user, isEmailVerified: true } : null;
      return {
        ...state,
        user,
        emailVerified: user ? true : state.emailVerified,
        verificationSuccess: true,
        verificationMessage: action.message,
      };
    }
    case 'verify/rejected':
      return { ...state, verificationSuccess: false, verificationMessage: action.message };
    case 'resend/rejected':
      return { ...state, error: action.error };
    case 'logout':
      return { ...state, ...signedOut, isLoading: false };
    case 'clearMessages':
      return {
        ...state,
        error: null,
        registrationSuccess: false,
        verificationSuccess: false,
        verificationMessage: null,
      };
  }
}
