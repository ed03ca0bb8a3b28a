import { IDEMPOTENCY_HEADER, walletCalls } from '@inkreel/shared';
import { request } from '../../../lib/api-client';

/** SPEC.md section 9: timestamp plus a random base-36 string, fresh for every deposit. */
export function createIdempotencyKey(now: number = Date.now()): string {
  const random = Math.random().toString(36).slice(2, 12).padEnd(6, '0');
  return `${now}-${random}`;
}

export function startDeposit(amount: number) {
  return request(walletCalls.deposit, {
    body: { amount },
    headers: { [IDEMPOTENCY_HEADER]: createIdempotencyKey() },
  });
}

export function verifyDeposit(paymentId: string) {
  return request(walletCalls.verify, { params: { paymentId } });
}
