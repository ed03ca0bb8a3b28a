import { ErrorCode, type ActiveSubscription } from '@inkreel/shared';
import type { PaymentRecord, SubscriptionRecord } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { newId } from '../../db/ids.js';
import { DomainError, notFound } from '../../domain-error.js';
import {
  checkoutUrl,
  createPayment,
  effectiveStatus,
  findPayment,
  toCents,
} from '../wallet/wallet.service.js';
import { periodEnd, planById } from './plans.js';

export { planById } from './plans.js';

function toActive(record: SubscriptionRecord): ActiveSubscription {
  return {
    planId: record.planId,
    planName: planById(record.planId)?.name ?? record.planId,
    status: record.status,
    startedAt: record.startedAt,
    currentPeriodEnd: record.currentPeriodEnd,
  };
}

function currentRecord(store: Store, userId: string, now: number): SubscriptionRecord | undefined {
  let best: SubscriptionRecord | undefined;
  for (const s of store.data.subscriptions) {
    if (s.userId !== userId || Date.parse(s.currentPeriodEnd) <= now) continue;
    if (!best || s.currentPeriodEnd > best.currentPeriodEnd) best = s;
  }
  return best;
}

/** The plan the user is on now, or null. */
export function activeSubscriptionOf(
  store: Store,
  userId: string,
  now = Date.now(),
): ActiveSubscription | null {
  const record = currentRecord(store, userId, now);
  return record ? toActive(record) : null;
}

/** Opens a checkout for a plan; the caller writes the store. */
export function startSubscription(
  store: Store,
  publicUrl: string,
  userId: string,
  planId: string,
): { checkout_url: string; session_id: string } {
  const plan = planById(planId);
  if (!plan) throw notFound('Plan');
  const payment = createPayment(store, {
    userId,
    kind: 'subscription',
    amountCents: toCents(plan.price),
    planId: plan.id,
  });
  return { checkout_url: checkoutUrl(publicUrl, payment._id), session_id: payment._id };
}

/**
 * Starts the subscription a paid checkout bought, once per payment. Paying while already
 * subscribed adds the new period after the current one instead of losing the remainder.
 */
export function activateFromPayment(store: Store, payment: PaymentRecord): SubscriptionRecord {
  const existing = store.data.subscriptions.find((s) => s.paymentId === payment._id);
  if (existing) return existing;
  const plan = planById(payment.planId ?? '');
  if (!plan) throw new Error(`Payment ${payment._id} names no known plan`);
  const now = Date.now();
  const current = currentRecord(store, payment.userId, now);
  const from = current ? new Date(current.currentPeriodEnd) : new Date(now);
  const record: SubscriptionRecord = {
    _id: newId(),
    userId: payment.userId,
    planId: plan.id,
    status: 'active',
    startedAt: new Date(now).toISOString(),
    currentPeriodEnd: periodEnd(plan, from).toISOString(),
    paymentId: payment._id,
  };
  store.data.subscriptions.push(record);
  return record;
}

/** What a checkout session bought: 404 unless it is the caller's own session, 402 while unpaid. */
export function verifySession(store: Store, sessionId: string, userId: string): ActiveSubscription {
  const payment = findPayment(store, sessionId);
  if (!payment || payment.kind !== 'subscription' || payment.userId !== userId) {
    throw notFound('Checkout session');
  }
  const status = effectiveStatus(payment);
  const record = store.data.subscriptions.find((s) => s.paymentId === payment._id);
  if (status !== 'paid' || !record) {
    throw new DomainError(
      ErrorCode.PAYMENT_NOT_COMPLETED,
      `The payment has not been completed (status: ${status})`,
      { status },
    );
  }
  return toActive(record);
}
