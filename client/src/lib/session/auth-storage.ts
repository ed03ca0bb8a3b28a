// lib/session: the signed-in user: auth context, stored session, auth calls and status checks.
import type { User } from '@inkreel/shared';
import { STORAGE_KEYS } from '../storage/storage-keys';

/** The stored session of docs/product.md section 3 (key auth_data). */
export interface StoredAuth {
  user: User;
  token: string;
  /** Milliseconds since the epoch; absent for the minimal record of an unverified login. */
  tokenExpiry?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const optionalOf = (value: unknown, type: 'boolean' | 'number') =>
  value === undefined || typeof value === type;

/**
 * Whether a stored record is one this version wrote: the user's fields the app reads, a token and
 * an optional expiry. Checked by hand, not with the user's schema, so the first page reads the
 * session without loading zod (docs/decisions/0448); the status check replaces the stored user
 * with the provider's own, parsed by its contract, as soon as the page has loaded.
 */
export function isStoredAuth(value: unknown): value is StoredAuth {
  if (!isRecord(value) || !isRecord(value.user)) return false;
  const { user, token, tokenExpiry } = value;
  return (
    typeof user._id === 'string' &&
    user._id !== '' &&
    typeof user.email === 'string' &&
    typeof user.name === 'string' &&
    typeof user.isEmailVerified === 'boolean' &&
    optionalOf(user.hasPassword, 'boolean') &&
    (user.subscription === undefined ||
      user.subscription === null ||
      isRecord(user.subscription)) &&
    typeof token === 'string' &&
    token !== '' &&
    optionalOf(tokenExpiry, 'number')
  );
}

function safely<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

/** The stored record, or null when missing, corrupt or unreadable. */
export function readStoredAuth(): StoredAuth | null {
  return safely(() => {
    const raw = localStorage.getItem(STORAGE_KEYS.authData);
    if (!raw) return null;
    const stored: unknown = JSON.parse(raw);
    return isStoredAuth(stored) ? stored : null;
  }, null);
}

export function writeStoredAuth(auth: StoredAuth): void {
  safely(() => {
    localStorage.setItem(STORAGE_KEYS.authData, JSON.stringify(auth));
    localStorage.setItem(STORAGE_KEYS.token, auth.token);
  }, undefined);
}

/** Replaces the stored user, keeping token and expiry (status check, verification). */
export function updateStoredUser(user: User): void {
  const current = readStoredAuth();
  if (current) writeStoredAuth({ ...current, user });
}

export function clearStoredAuth(): void {
  safely(() => {
    localStorage.removeItem(STORAGE_KEYS.authData);
    localStorage.removeItem(STORAGE_KEYS.token);
  }, undefined);
}

export function setPendingVerification(email: string): void {
  safely(() => {
    sessionStorage.setItem(STORAGE_KEYS.pendingVerification, 'true');
    sessionStorage.setItem(STORAGE_KEYS.pendingVerificationEmail, email);
  }, undefined);
}

export function readPendingVerificationEmail(): string | null {
  return safely(() => {
    if (sessionStorage.getItem(STORAGE_KEYS.pendingVerification) !== 'true') return null;
    return sessionStorage.getItem(STORAGE_KEYS.pendingVerificationEmail);
  }, null);
}

/**
 * Remembers when a verification e-mail went out (registration, a resend): the provider's resend
 * cooldown counts from the last one.
 */
export function recordVerificationEmailSent(at: number = Date.now()): void {
  safely(
    () => sessionStorage.setItem(STORAGE_KEYS.pendingVerificationSentAt, String(at)),
    undefined,
  );
}

/** When the last verification e-mail went out, or null when unknown. */
export function readVerificationEmailSentAt(): number | null {
  return safely(() => {
    const at = Number(sessionStorage.getItem(STORAGE_KEYS.pendingVerificationSentAt) ?? Number.NaN);
    return Number.isFinite(at) ? at : null;
  }, null);
}

export function clearPendingVerification(): void {
  safely(() => {
    sessionStorage.removeItem(STORAGE_KEYS.pendingVerification);
    sessionStorage.removeItem(STORAGE_KEYS.pendingVerificationEmail);
    sessionStorage.removeItem(STORAGE_KEYS.pendingVerificationSentAt);
  }, undefined);
}
