// lib/storage: browser storage: the keys docs/product.md names, and state kept in localStorage.
/** Browser storage keys of docs/product.md section 9. */
export const STORAGE_KEYS = {
  authData: 'auth_data',
  token: 'token',
  theme: 'theme',
  /** Session-scoped (sessionStorage). */
  pendingVerification: 'pendingVerification',
  /**
   * Session-scoped: the e-mail a visitor just registered with, so the verification pending page can
   * resend the link after a reload (registering stores no token, so there is no user to read it from).
   */
  pendingVerificationEmail: 'pendingVerificationEmail',
  /**
   * Session-scoped: when the last verification e-mail went out (milliseconds since the epoch), so
   * the pending page counts the provider's resend cooldown from it, after a reload too.
   */
  pendingVerificationSentAt: 'pendingVerificationSentAt',
} as const;

/** The stored bearer token, or null. Storage can throw (privacy modes); that reads as no token. */
export function getStoredToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}
