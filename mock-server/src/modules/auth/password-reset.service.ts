import {
  ErrorCode,
  PASSWORD_RESET_TTL_MINUTES,
  type ForgotPasswordResponse,
  type ResetPasswordBody,
  type ResetPasswordResponse,
} from '@inkreel/shared';
import type { Logger } from 'pino';
import type { Store } from '../../db/store.js';
import { DomainError } from '../../domain-error.js';
import type { Env } from '../../env.js';
import type { Mailer } from '../../mail/mailer.js';
import { passwordResetMail, setPasswordMail } from '../../mail/link-mails.js';
import { findLinkToken, issueLinkToken, useLinkToken } from './link-tokens.js';
import { hashPassword } from './password.js';
import type { PasswordResetLimiter } from './rate-limit.js';
import type { TokenService } from './token.service.js';
import { normalizeEmail } from './user-view.js';

export const PASSWORD_RESET_TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60 * 1000;

export const RESET_MESSAGES = {
  requested:
    'If an account uses this address, we have sent it a link to reset the password. The link works for 1 hour.',
  done: 'Your password has been changed. Sign in with your new password.',
  invalid: 'This reset link is invalid or has been replaced by a newer one.',
  used: 'This reset link has already been used.',
  expired: 'This reset link has expired. Please request a new one.',
} as const;

/** What the service uses of the app's dependencies (decision 0305). */
export interface PasswordResetDeps {
  store: Store;
  env: Pick<Env, 'CLIENT_ORIGIN' | 'PASSWORD_HASH_COST'>;
  mailer: Mailer;
  tokens: Pick<TokenService, 'revokeAll'>;
  logger: Pick<Logger, 'error'>;
}

/** Password reset by e-mail (issue 32, item 1). Knows nothing of HTTP. */
export function createPasswordResetService(
  { store, env, mailer, tokens, logger }: PasswordResetDeps,
  limiter: PasswordResetLimiter,
) {
  /**
   * Known or unknown address, the reply, its status and the work before it are the same: the
   * store is written either way and the e-mail goes out after the reply (the outbox keeps it at
   * once; SMTP, when set, is not waited for), so timing does not tell accounts apart.
   */
  async function forgot(rawEmail: string, client: string): Promise<ForgotPasswordResponse> {
    const email = normalizeEmail(rawEmail);
    await limiter.take(email, client);
    const user = store.index.userByEmail(email);
    const token = user
      ? issueLinkToken(store, 'passwordResetTokens', user._id, PASSWORD_RESET_TTL_MS)
      : null;
    await store.write();
    if (user && token) {
      // An account without a password (Google sign-in made it) is asked to set one.
      const write = user.passwordHash === undefined ? setPasswordMail : passwordResetMail;
      const mail = write(user.email, user.name, env.CLIENT_ORIGIN, token);
      mailer.send(mail).catch((err: unknown) => logger.error({ err }, 'Reset e-mail failed'));
    }
    return { message: RESET_MESSAGES.requested };
  }

  const refusals = {
    invalid: ErrorCode.RESET_TOKEN_INVALID,
    used: ErrorCode.RESET_TOKEN_USED,
    expired: ErrorCode.RESET_TOKEN_EXPIRED,
  } as const;

  /** Whether a link still works, refused as `reset` would refuse it; uses nothing up. */
  function check(token: string) {
    const found = findLinkToken(store, 'passwordResetTokens', token);
    if (typeof found === 'string') throw new DomainError(refusals[found], RESET_MESSAGES[found]);
    return { expiresAt: found.record.expiresAt };
  }

  /** Sets the new password, burns the token and signs out every session of the user. */
  async function reset(body: ResetPasswordBody): Promise<ResetPasswordResponse> {
    // The token is marked used before the slow hash, so two requests with one link cannot both
    // set a password.
    const user = useLinkToken(store, 'passwordResetTokens', body.token);
    if (typeof user === 'string') throw new DomainError(refusals[user], RESET_MESSAGES[user]);
    user.passwordHash = await hashPassword(body.password, env.PASSWORD_HASH_COST);
    // Whoever read the link owns the mailbox: that verifies the address too.
    user.isEmailVerified = true;
    tokens.revokeAll(user._id);
    await store.write();
    return { message: RESET_MESSAGES.done };
  }

  return { forgot, check, reset };
}
