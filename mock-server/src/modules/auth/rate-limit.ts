import { ErrorCode } from '@inkreel/shared';
import { HttpError } from '../../http/http-error.js';

/** A 429 that also tells the client, in the Retry-After header, when to try again. */
export class RateLimitedError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, ErrorCode.RATE_LIMITED, message, { retryAfter: retryAfterSeconds });
  }
}

export interface FailureLimitOptions {
  maxFailures: number;
  windowMs: number;
  /** Keys remembered at most; the oldest are forgotten first so memory stays bounded. */
  maxKeys?: number;
}

/**
 * Counts failures per key (an account's e-mail) in a sliding window. Kept in memory: a restart
 * forgetting them is acceptable for a mock, and it keeps failed logins off the disk.
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly options: FailureLimitOptions) {}

  private recent(key: string, now: number): number[] {
    const cutoff = now - this.options.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length === 0) this.failures.delete(key);
    else this.failures.set(key, list);
    return list;
  }

  /** Seconds until the key may try again, or 0 when it is not blocked. */
  retryAfter(key: string, now = Date.now()): number {
    const list = this.recent(key, now);
    if (list.length < this.options.maxFailures) return 0;
    const oldest = list[list.length - this.options.maxFailures] ?? now;
    return Math.max(1, Math.ceil((oldest + this.options.windowMs - now) / 1000));
  }

  fail(key: string, now = Date.now()): void {
    const list = this.recent(key, now);
    list.push(now);
    this.failures.delete(key);
    this.failures.set(key, list);
    const maxKeys = this.options.maxKeys ?? 10_000;
    while (this.failures.size > maxKeys) {
      const first = this.failures.keys().next().value;
      if (first === undefined) break;
      this.failures.delete(first);
    }
  }

  reset(key: string): void {
    this.failures.delete(key);
  }
}
