import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ErrorCode } from '@inkreel/shared';
import { DomainError } from '../../domain-error.js';

/** Too many attempts: `retryAfter` (seconds) also goes out as the Retry-After header. */
const rateLimited = (message: string, retryAfter: number) =>
  new DomainError(ErrorCode.RATE_LIMITED, message, { retryAfter });

const seconds = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/** Counts one attempt against `key`; a refusal becomes what `refuse` makes of it. */
async function take(
  limiter: RateLimiterMemory,
  key: string,
  refuse: (refused: RateLimiterRes) => Promise<Error> | Error,
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    throw await refuse(error);
  }
}

const limiter = (keyPrefix: string, points: number, duration: number) =>
  new RateLimiterMemory({ keyPrefix, points, duration });

export const LOGIN_LIMITS = {
  /** Failures of one e-mail from one client address before that pair waits (docs/product.md: 5 in 15 min). */
  perAccountAndAddress: 5,
  /** Failures from one client address across all accounts (password spraying). */
  perAddress: 30,
  windowSeconds: 15 * 60,
  /** The longest a pair that keeps failing is made to wait. */
  maxBlockSeconds: 24 * 60 * 60,
};

export interface LoginAttempt {
  email: string;
  /** The client's address as the app sees it (behind a loopback proxy, the forwarded one). */
  address: string;
}

/**
 * Counts failed sign-ins in memory, keyed so that nobody can lock another person out: an e-mail
 * is limited together with the address the attempts come from. Each time the same pair is locked
 * out again within a day its wait doubles (15 minutes, 30, 60… up to a day). One address is also
 * capped across accounts, so spraying one password over many accounts stops too. A restart
 * forgetting them is acceptable for a mock, and failed logins stay off the disk.
 */
export function createLoginLimiter(limits: typeof LOGIN_LIMITS = LOGIN_LIMITS) {
  const pairs = limiter('login-pair', limits.perAccountAndAddress, limits.windowSeconds);
  const addresses = limiter('login-address', limits.perAddress, limits.windowSeconds);
  const lockouts = limiter('login-lockouts', 1_000_000, 24 * 60 * 60);
  const pairKey = (attempt: LoginAttempt) => `${attempt.address}|${attempt.email}`;
  const refusal = (wait: number) =>
    rateLimited(`Too many failed sign-in attempts. Try again in ${wait} seconds.`, wait);

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
     * all slip past while their hashes are computed; `succeeded` takes it back.
     */
    async begin(attempt: LoginAttempt): Promise<void> {
      const key = pairKey(attempt);
      await take(addresses, attempt.address, (refused) => refusal(seconds(refused)));
      await take(pairs, key, async (refused) => refusal(await lockOut(key, refused)));
    },
    /** A right password: the pair's failures are forgotten and the address's attempt returned. */
    async succeeded(attempt: LoginAttempt): Promise<void> {
      await pairs.delete(pairKey(attempt));
      await addresses.reward(attempt.address, 1);
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;

export const PASSWORD_RESET_LIMITS = {
  /** Reset e-mails asked for one address (known or not) per window. */
  perEmail: 3,
  /** Requests from one client address, across e-mails, per window. */
  perClient: 10,
  windowSeconds: 15 * 60,
};

/**
 * Caps reset requests per e-mail (so nobody floods a mailbox) and per client (so nobody walks a
 * list of addresses). An unknown address is counted exactly like a known one: a 429 must not
 * tell them apart either.
 */
export function createPasswordResetLimiter(limits = PASSWORD_RESET_LIMITS) {
  const emails = limiter('reset-email', limits.perEmail, limits.windowSeconds);
  const clients = limiter('reset-client', limits.perClient, limits.windowSeconds);
  const refusal = (refused: RateLimiterRes) => {
    const wait = seconds(refused);
    return rateLimited(`Too many password reset requests. Try again in ${wait} seconds.`, wait);
  };
  return {
    async take(email: string, client: string): Promise<void> {
      await take(clients, client, refusal);
      await take(emails, email, refusal);
    },
  };
}

export type PasswordResetLimiter = ReturnType<typeof createPasswordResetLimiter>;
