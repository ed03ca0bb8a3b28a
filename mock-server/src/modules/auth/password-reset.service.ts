import { createHash, randomBytes } from 'node:crypto';
import {
  ErrorCode,
  PASSWORD_RESET_TTL_MINUTES,
  type ForgotPasswordResponse,
  type ResetPasswordBody,
  type ResetPasswordResponse,
} from '@inkreel/shared';
import type { AppDeps } from '../../deps.js';
import type { PasswordResetTokenRecord } from '../../db/schema.js';
import { nowIso } from '../../db/ids.js';
import { DomainError } from '../../domain-error.js';
import { passwordResetMail } from '../../mail/link-mails.js';
import { hashPassword } from './password.js';
import type { PasswordResetLimiter } from './rate-limit.js';
import { findUserByEmail, normalizeEmail } from './user-view.js';

export const PASSWORD_RESET_TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60 * 1000;

export const RESET_MESSAGES = {
  requested:
    'If an account uses this address, we have sent it a link to reset the password. The link works for 1 hour.',
  done: 'Your password has been changed. Sign in with your new password.',
  invalid: 'This reset link is invalid or has been replaced by a newer one.',
  used: 'This reset link has already been used.',
  expired: 'This reset link has expired. Please request a new one.',
} as const;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

type Deps = Pick<AppDeps, 'store' | 'env' | 'mailer' | 'tokens' | 'logger'>;

/** Password reset by e-mail (issue 32, item 1). Knows nothing of HTTP. */
export function createPasswordResetService(
  { store, env, mailer, tokens, logger }: Deps,
  limiter: PasswordResetLimiter,
) {
  /** A new token for the user (256 random bits); only its hash is kept, older ones stop working. */
  function issue(userId: string): string {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    // The user's earlier links go (replaced); everyone's expired ones too. Used ones stay until
    // they expire, so a reused link can say it was used.
    const keep = (t: PasswordResetTokenRecord) =>
      Date.parse(t.expiresAt) > now && (t.userId !== userId || t.usedAt !== undefined);
    const data = store.data;
    data.passwordResetTokens = data.passwordResetTokens.filter(keep);
    data.passwordResetTokens.push({
      tokenHash: hashToken(token),
      userId,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + PASSWORD_RESET_TTL_MS).toISOString(),
    });
    return token;
  }

  /**
   * Known or unknown address, the reply, its status and the work before it are the same: the
   * store is written either way and the e-mail goes out after the reply (the outbox keeps it at
   * once; SMTP, when set, is not waited for), so timing does not tell accounts apart.
   */
  async function forgot(rawEmail: string, client: string): Promise<ForgotPasswordResponse> {
    const email = normalizeEmail(rawEmail);
    await limiter.take(email, client);
    const user = findUserByEmail(store, email);
    const token = user ? issue(user._id) : null;
    await store.write();
    if (user && token) {
      const mail = passwordResetMail(user.email, user.name, env.CLIENT_ORIGIN, token);
      mailer.send(mail).catch((err: unknown) => logger.error({ err }, 'Reset e-mail failed'));
    }
    return { message: RESET_MESSAGES.requested };
  }

  const refuse = (code: ErrorCode, message: string) => new DomainError(code, message);

  /** Sets the new password, burns the token and signs out every session of the user. */
  async function reset(body: ResetPasswordBody): Promise<ResetPasswordResponse> {
    const record = store.data.passwordResetTokens.find(
      (t) => t.tokenHash === hashToken(body.token),
    );
    if (!record) throw refuse(ErrorCode.RESET_TOKEN_INVALID, RESET_MESSAGES.invalid);
    if (record.usedAt) throw refuse(ErrorCode.RESET_TOKEN_USED, RESET_MESSAGES.used);
    if (Date.parse(record.expiresAt) <= Date.now()) {
      throw refuse(ErrorCode.RESET_TOKEN_EXPIRED, RESET_MESSAGES.expired);
    }
    const user = store.index.userById(record.userId);
    if (!user) throw refuse(ErrorCode.RESET_TOKEN_INVALID, RESET_MESSAGES.invalid);
    // Used before the slow hash, so two requests with one link cannot both set a password.
    record.usedAt = nowIso();
    user.passwordHash = await hashPassword(body.password, env.PASSWORD_HASH_COST);
    // Whoever read the link owns the mailbox: that verifies the address too.
    user.isEmailVerified = true;
    tokens.revokeAll(user._id);
    await store.write();
    return { message: RESET_MESSAGES.done };
  }

  return { forgot, reset };
}
