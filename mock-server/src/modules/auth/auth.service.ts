import {
  ErrorCode,
  type LoginBody,
  type LoginResponse,
  type RegisterBody,
  type User,
} from '@inkreel/shared';
import type { UserRecord } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { DomainError } from '../../domain-error.js';
import type { Env } from '../../env.js';
import type { Mailer } from '../../mail/mailer.js';
import { newId, nowIso } from '../../db/ids.js';
import { verificationMail } from '../../mail/link-mails.js';
import { hashPassword, verifyPassword } from './password.js';
import type { LoginAttempt, LoginLimiter } from './rate-limit.js';
import { resendTooSoon, resendWaitSeconds } from './resend-cooldown.js';
import type { TokenClaims, TokenService } from './token.service.js';
import { normalizeEmail, toUserReply } from './user-view.js';
import { consumeVerificationToken, issueVerificationToken } from './verification.service.js';

export const AUTH_MESSAGES = {
  registered: 'Registration successful! Verification email sent.',
  resent: 'Verification email resent successfully',
  alreadyVerified: 'Email is already verified',
  userNotFound: 'User not found',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  loggedOut: 'Logged out successfully',
} as const;

/** What the service uses of the app's dependencies (decision 0305). */
export interface AuthServiceDeps {
  store: Store;
  env: Pick<Env, 'CLIENT_ORIGIN' | 'PASSWORD_HASH_COST'>;
  mailer: Mailer;
  tokens: TokenService;
  loginLimiter: LoginLimiter;
}

/** Accounts: registration, e-mail verification, sign-in and sign-out. Knows nothing of HTTP. */
export function createAuthService({ store, env, mailer, tokens, loginLimiter }: AuthServiceDeps) {
  // A real hash (at this server's cost) to check against when the e-mail is unknown, so that case
  // costs the same scrypt work as a wrong password and response times do not reveal which
  // accounts exist.
  let decoyHash: Promise<string> | undefined;
  const decoy = () =>
    (decoyHash ??= hashPassword('decoy-password-never-matches', env.PASSWORD_HASH_COST));

  async function sendVerification(user: UserRecord): Promise<void> {
    const token = issueVerificationToken(store, user._id);
    // The resend cooldown counts from here, registration's e-mail included; set before the
    // send so two resends at once cannot both get through.
    user.lastVerificationSentAt = new Date().toISOString();
    await mailer.send(verificationMail(user.email, user.name, env.CLIENT_ORIGIN, token));
  }

  async function register(body: RegisterBody): Promise<{ message: string; user: User }> {
    const email = normalizeEmail(body.email);
    const taken = () => new DomainError(ErrorCode.EMAIL_TAKEN, AUTH_MESSAGES.emailTaken);
    if (store.index.userByEmail(email)) throw taken();
    const passwordHash = await hashPassword(body.password, env.PASSWORD_HASH_COST);
    // Checked again after the await: a concurrent registration may have taken the address.
    if (store.index.userByEmail(email)) throw taken();
    const user: UserRecord = {
      _id: newId(),
      email,
      name: body.name,
      passwordHash,
      isEmailVerified: false,
      createdAt: nowIso(),
    };
    store.data.users.push(user);
    await sendVerification(user);
    await store.write();
    return { message: AUTH_MESSAGES.registered, user: toUserReply(store, user) };
  }

  async function verifyEmail(token: string) {
    const result = consumeVerificationToken(store, token);
    if (result.verified) await store.write();
    return result;
  }

  async function resendVerification(rawEmail: string): Promise<{ message: string }> {
    const user = store.index.userByEmail(rawEmail);
    if (!user) {
      throw new DomainError(ErrorCode.USER_NOT_FOUND, AUTH_MESSAGES.userNotFound, {
        error: AUTH_MESSAGES.userNotFound,
      });
    }
    if (user.isEmailVerified) {
      throw new DomainError(ErrorCode.EMAIL_ALREADY_VERIFIED, AUTH_MESSAGES.alreadyVerified, {
        error: AUTH_MESSAGES.alreadyVerified,
      });
    }
    const wait = resendWaitSeconds(user.lastVerificationSentAt);
    if (wait > 0) throw resendTooSoon(wait);
    await sendVerification(user);
    await store.write();
    return { message: AUTH_MESSAGES.resent };
  }

  /** `address` is the client's, for the failure limits (see rate-limit.ts). */
  async function login(body: LoginBody, address: string): Promise<LoginResponse> {
    const key = normalizeEmail(body.email);
    const attempt: LoginAttempt = { email: key, address };
    await loginLimiter.begin(attempt);
    const user = store.index.userByEmail(key);
    const ok = await verifyPassword(body.password, user?.passwordHash ?? (await decoy()));
    if (!user || !ok) {
      throw new DomainError(ErrorCode.INVALID_CREDENTIALS, AUTH_MESSAGES.invalidCredentials);
    }
    await loginLimiter.succeeded(attempt);
    const { token, tokenExpiry } = tokens.issue(user._id);
    return { user: toUserReply(store, user), token, tokenExpiry };
  }

  async function logout(claims: Pick<TokenClaims, 'jti' | 'exp'>): Promise<{ message: string }> {
    tokens.revoke(claims);
    await store.write();
    return { message: AUTH_MESSAGES.loggedOut };
  }

  const status = (user: UserRecord): User => toUserReply(store, user);

  return { register, verifyEmail, resendVerification, login, logout, status };
}

// The auth module's surface for the rest of the server: the token service and login limiter that
// createDeps builds, and password hashing for the seed's and tests' accounts.
export { hashPassword, verifyPassword } from './password.js';
export { createLoginLimiter, type LoginLimiter } from './rate-limit.js';
export { TokenService, type TokenClaims } from './token.service.js';
