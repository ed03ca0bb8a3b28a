import { IDEMPOTENCY_HEADER, walletCalls } from '@inkreel/shared';
import { request } from '../../../lib/api/api-client';
import { withRetry } from '../../../lib/api/retry-policy';

/** docs/product.md section 9: timestamp plus a random base-36 string, fresh for every deposit. */
export function createIdempotencyKey(now: number = Date.now()): string {
  const random = Math.random().toString(36).slice(2, 12).padEnd(6, '0');
  return `${now}-${random}`;
}

/**
 * One key per deposit, reused by every attempt: the provider opens one payment however many of
 * the attempts reached it, so a lost reply can safely be asked again.
 */
export function startDeposit(amount: number) {
  const headers = { [IDEMPOTENCY_HEADER]: createIdempotencyKey() };
  return withRetry(() => request(walletCalls.deposit, { body: { amount }, headers }));
}

export function verifyDeposit(paymentId: string) {
  return withRetry(() => request(walletCalls.verify, { params: { paymentId } }));
}
