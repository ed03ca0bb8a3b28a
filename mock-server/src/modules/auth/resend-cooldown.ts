import { ErrorCode } from '@inkreel/shared';
import { DomainError } from '../../domain-error.js';

/** The client's countdown between verification e-mails (docs/product.md section 9), enforced here too. */
export const RESEND_COOLDOWN_MS = 60_000;

/**
 * Seconds until another verification e-mail may go to a user whose last one went out at
 * `lastSentAt` (registration counts), or 0 when one may go now.
 */
export function resendWaitSeconds(lastSentAt: string | undefined, now = Date.now()): number {
  const last = lastSentAt ? Date.parse(lastSentAt) : Number.NaN;
  if (Number.isNaN(last)) return 0;
  const left = last + RESEND_COOLDOWN_MS - now;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/**
 * The 429 for an early resend: Retry-After, and the `error` field docs/product.md says resend failures
 * carry (the pending page shows it), besides the usual code and message.
 */
export function resendTooSoon(waitSeconds: number): DomainError {
  const text = `Please wait ${waitSeconds} seconds before requesting another email`;
  return new DomainError(ErrorCode.RATE_LIMITED, text, { error: text, retryAfter: waitSeconds });
}
