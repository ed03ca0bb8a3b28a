import { ErrorCode } from '@inkreel/shared';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from '../../domain-error.js';

export interface PasswordResetLimits {
  /** Reset e-mails asked for one address (known or not) per window. */
  perEmail: number;
  /** Requests from one client address, across e-mails, per window. */
  perClient: number;
  windowSeconds: number;
}

export const PASSWORD_RESET_LIMITS: PasswordResetLimits = {
  perEmail: 3,
  perClient: 10,
  windowSeconds: 15 * 60,
};

const seconds = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/** A 429; its `retryAfter` also goes out as Retry-After (http/error-status.ts). */
function tooMany(wait: number): DomainError {
  return new DomainError(
    ErrorCode.RATE_LIMITED,
    `Too many password reset requests. Try again in ${wait} seconds.`,
    { retryAfter: wait },
  );
}

/**
 * Caps reset requests per e-mail (so nobody floods a mailbox) and per client (so nobody walks a
 * list of addresses), in memory like the sign-in limits. An unknown address is counted exactly
 * like a known one: a 429 must not tell them apart either.
 */
export function createPasswordResetLimiter(limits: PasswordResetLimits = PASSWORD_RESET_LIMITS) {
  const emails = new RateLimiterMemory({
    keyPrefix: 'reset-email',
    points: limits.perEmail,
    duration: limits.windowSeconds,
  });
  const clients = new RateLimiterMemory({
    keyPrefix: 'reset-client',
    points: limits.perClient,
    duration: limits.windowSeconds,
  });
  return {
    /** Counts one request; throws 429 with Retry-After when the client or the e-mail is over. */
    async take(email: string, client: string): Promise<void> {
      for (const [limiter, key] of [
        [clients, client],
        [emails, email],
      ] as const) {
        try {
          await limiter.consume(key);
        } catch (error) {
          if (!(error instanceof RateLimiterRes)) throw error;
          throw tooMany(seconds(error));
        }
      }
    },
  };
}

export type PasswordResetLimiter = ReturnType<typeof createPasswordResetLimiter>;
