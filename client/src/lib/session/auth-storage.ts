// lib/session: the signed-in user: auth context, stored session, auth calls and status checks.
import { userSchema, type User } from '@inkreel/shared';
import * as z from 'zod/mini';
import { STORAGE_KEYS } from '../storage/storage-keys';

/** The stored session of docs/product.md section 3 (key auth_data). */
export const storedAuthSchema = z.object({
  user: userSchema,
  token: z.string().check(z.minLength(1)),
  /** Milliseconds since the epoch; absent for the minimal record of an unverified login. */
  tokenExpiry: z.optional(z.number()),
});
export type StoredAuth = z.infer<typeof storedAuthSchema>;

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
    const parsed = storedAuthSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
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
