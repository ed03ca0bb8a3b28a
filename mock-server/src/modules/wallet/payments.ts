import type { PaymentStatus } from '@inkreel/shared';
import type { PaymentRecord } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { newId, nowIso } from '../../db/ids.js';

/** A checkout left pending this long can no longer be paid. */
export const PAYMENT_TTL_MS = 24 * 60 * 60 * 1000;

export function createPayment(
  store: Store,
  payment: Pick<PaymentRecord, 'userId' | 'kind' | 'amountCents' | 'planId'>,
): PaymentRecord {
  const now = Date.now();
  const record: PaymentRecord = {
    _id: newId(),
    status: 'pending',
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + PAYMENT_TTL_MS).toISOString(),
    ...payment,
  };
  store.data.payments.push(record);
  return record;
}

export function findPayment(store: Store, paymentId: string): PaymentRecord | undefined {
  return store.data.payments.find((p) => p._id === paymentId);
}

/** The status as of now: a pending payment past its expiry reads as expired (no write needed). */
export function effectiveStatus(payment: PaymentRecord, now = Date.now()): PaymentStatus {
  return payment.status === 'pending' && Date.parse(payment.expiresAt) <= now
    ? 'expired'
    : payment.status;
}

/**
 * Turns a pending payment past its expiry into an expired one. Returns true when it changed the
 * record, so the caller knows to write the store.
 */
export function expireIfDue(store: Store, payment: PaymentRecord, now = Date.now()): boolean {
  if (payment.status !== 'pending' || Date.parse(payment.expiresAt) > now) return false;
  payment.status = 'expired';
  payment.settledAt = nowIso();
  return true;
}

/** Where the browser pays: this server's stand-in for the external payment provider. */
export function checkoutUrl(publicUrl: string, paymentId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/checkout/${encodeURIComponent(paymentId)}`;
}
