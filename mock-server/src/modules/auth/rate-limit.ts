import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ErrorCode } from '@inkreel/shared';
import { DomainError } from '../../domain-error.js';

/** Too many attempts: `retryAfter` (seconds) also goes out as the Retry-After header. */
export class RateLimitedError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(ErrorCode.RATE_LIMITED, message, { retryAfter: retryAfterSeconds });
  }
}

export interface LoginLimits {
  /** Failures of one e-mail from one client address before that pair waits. */
  perAccountAndAddress: number;
  /** Failures from one client address across all accounts (password spraying). */
  perAddress: number;
  windowSeconds: number;
  /** The longest a pair that keeps failing is made to wait. */
  maxBlockSeconds: number;
}

export const LOGIN_LIMITS: LoginLimits = {
  perAccountAndAddress: 5,
  perAddress: 30,
  windowSeconds: 15 * 60,
  maxBlockSeconds: 24 * 60 * 60,
};

export interface LoginAttempt {
  email: string;
  /** The client's address as the app sees it (behind a loopback proxy, the forwarded one). */
  address: string;
}

const seconds = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/**
 * Counts failed sign-ins in memory (rate-limiter-flexible), keyed so that nobody can lock another
 * person out: an e-mail is limited together with the address the attempts come from, so guesses
 * from elsewhere do not block its owner. Each time the same pair is locked out again within a day
 * its wait doubles (15 minutes, 30, 60… up to a day). One address is also capped across accounts,
 * so spraying one password over many accounts stops too. Kept in memory: a restart forgetting
 * them is acceptable for a mock, and failed logins stay off the disk.
 */
export function createLoginLimiter(limits: LoginLimits = LOGIN_LIMITS) {
  const pairs = new RateLimiterMemory({
    keyPrefix: 'login-pair',
    points: limits.perAccountAndAddress,
    duration: limits.windowSeconds,
  });
  const addresses = new RateLimiterMemory({
    keyPrefix: 'login-address',
    points: limits.perAddress,
    duration: limits.windowSeconds,
  });
  const lockouts = new RateLimiterMemory({
    keyPrefix: 'login-lockouts',
    points: 1_000_000,
    duration: 24 * 60 * 60,
  });
  const pairKey = (attempt: LoginAttempt) => `${attempt.address}|${attempt.email}`;

  /** Wait from the first refused attempt of a lockout on: 15 minutes, doubled per lockout today. */
  async function lockOut(key: string, refused: RateLimiterRes): Promise<number> {
    if (refused.consumedPoints !== limits.perAccountAndAddress + 1) return seconds(refused);
    const count = (await lockouts.consume(key)).consumedPoints;
    if (count === 1) return seconds(refused);
    const wait = Math.min(limits.windowSeconds * 2 ** (count - 1), limits.maxBlockSeconds);
    await pairs.block(key, wait);
    return wait;
  }

  return {
    /**
     * Counts the attempt as a failure before the (slow) password check, so parallel guesses cannot
     * all slip past while their hashes are computed; `succeeded` takes it back. Throws 429 with
     * the seconds to wait when the pair or the address is over its limit.
     */
    async begin(attempt: LoginAttempt): Promise<void> {
      const key = pairKey(attempt);
      const refuse = (wait: number) =>
        new RateLimitedError(
          `Too many failed sign-in attempts. Try again in ${wait} seconds.`,
          wait,
        );
      try {
        await addresses.consume(attempt.address);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        throw refuse(seconds(error));
      }
      try {
        await pairs.consume(key);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        throw refuse(await lockOut(key, error));
      }
    },
    /** A right password: the pair's failures are forgotten and the address's attempt returned. */
    async succeeded(attempt: LoginAttempt): Promise<void> {
      await pairs.delete(pairKey(attempt));
      await addresses.reward(attempt.address, 1);
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
