import {
  ErrorCode,
  type BalanceResponse,
  type DepositResponse,
  type PaymentStatus,
  type VerifyDepositResponse,
} from '@inkreel/shared';
import type {
  DbData,
  LedgerEntry,
  LedgerItem,
  LedgerKind,
  PaymentRecord,
} from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { newId, nowIso } from '../../db/ids.js';
import { DomainError, notFound } from '../../domain-error.js';
import { once } from './idempotency.js';

// The wallet: only this folder writes the ledger; other modules (and the seed and test users'
// opening balances) read balances, charge, refund and credit through these functions.

/** Credits travel as numbers with 2 decimals; the ledger keeps integer hundredths. */
export const toCents = (credits: number): number => Math.round(credits * 100);
export const toCredits = (cents: number): number => cents / 100;

/** The balance is the sum of the user's append-only ledger entries. */
export function balanceCents(store: Store, userId: string): number {
  return store.index.balanceCents(userId);
}

/**
 * Appends one entry. Synchronous on purpose: a caller checks the balance and appends in the same
 * tick, then awaits store.write(), so two concurrent requests can never both spend the same credits.
 * A debit that would make the balance negative throws.
 */
export function appendEntry(
  store: Store,
  entry: {
    userId: string;
    amountCents: number;
    kind: LedgerKind;
    reference: string;
    item?: LedgerItem;
  },
): LedgerEntry {
  if (!Number.isInteger(entry.amountCents)) throw new Error('Ledger amounts are whole hundredths');
  if (entry.amountCents < 0 && balanceCents(store, entry.userId) + entry.amountCents < 0) {
    throw new Error('Ledger entry would make the balance negative');
  }
  const record: LedgerEntry = { _id: newId(), createdAt: nowIso(), ...entry };
  store.data.ledger.push(record);
  return record;
}

/** The INSUFFICIENT_BALANCE error (402 from the balance check, 403 from an upload: docs/product.md 7). */
export function insufficientBalance(requiredAmount: number, balanceInCents: number): DomainError {
  const balance = toCredits(balanceInCents);
  return new DomainError(
    ErrorCode.INSUFFICIENT_BALANCE,
    `Insufficient balance: this costs ${requiredAmount.toFixed(2)} credits and your balance is ${balance.toFixed(2)} credits`,
    { requiredAmount, balance },
  );
}

/** Whether the user's balance covers a price in credits, and the balance it was checked against. */
export function canAfford(
  store: Store,
  userId: string,
  priceCredits: number,
): { affordable: boolean; balanceCents: number } {
  const balance = balanceCents(store, userId);
  return { affordable: balance >= toCents(priceCredits), balanceCents: balance };
}

/**
 * Checks the balance and appends the debit in one synchronous step, so concurrent requests of one
 * user can never both spend the same credits (403 INSUFFICIENT_BALANCE when it does not cover the
 * price). Callers insert their record right after, still without an await, then write the store.
 */
export function charge(
  store: Store,
  request: { userId: string; priceCredits: number; reference: string; item?: LedgerItem },
): void {
  const price = toCents(request.priceCredits);
  if (price <= 0) return;
  const balance = balanceCents(store, request.userId);
  if (balance < price) throw insufficientBalance(request.priceCredits, balance);
  appendEntry(store, {
    userId: request.userId,
    amountCents: -price,
    kind: 'upload',
    reference: request.reference,
    // Named in the history, also once the item is gone (a failed video is removed and refunded).
    ...(request.item ? { item: request.item } : {}),
  });
}

/**
 * Gives back what charge took for `reference` when the work fails afterwards: the amount comes
 * from the ledger's own debit, and a second call finds the refund already there, so it is refunded
 * exactly once whatever the price is now. The caller writes the store.
 */
export function refund(store: Store, userId: string, reference: string): void {
  const entries = store.data.ledger.filter((e) => e.userId === userId && e.reference === reference);
  const debit = entries.find((e) => e.kind === 'upload');
  if (!debit || entries.some((e) => e.kind === 'refund')) return;
  appendEntry(store, {
    userId,
    amountCents: -debit.amountCents,
    kind: 'refund',
    reference,
    ...(debit.item ? { item: debit.item } : {}),
  });
}

/** Credits a paid deposit to its owner's wallet (the checkout calls it once per payment). */
export function creditDeposit(
  store: Store,
  payment: { _id: string; userId: string; amountCents: number },
): void {
  appendEntry(store, {
    userId: payment.userId,
    amountCents: payment.amountCents,
    kind: 'deposit',
    reference: payment._id,
  });
}

/**
 * Gives an account its opening balance as a `seed` entry: the seed's accounts (into the records it
 * builds before they replace the store's) and test users (into `store.data`). Zero credits add
 * nothing. The caller writes the store.
 */
export function creditOpeningBalance(
  records: Pick<DbData, 'ledger'>,
  grant: { userId: string; credits: number; reference: string; at?: string },
): void {
  const amountCents = toCents(grant.credits);
  if (amountCents < 0) throw new Error('An opening balance cannot be negative');
  if (amountCents === 0) return;
  records.ledger.push({
    _id: newId(),
    userId: grant.userId,
    amountCents,
    kind: 'seed',
    reference: grant.reference,
    createdAt: grant.at ?? nowIso(),
  });
}

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

export const CURRENCY = 'credits';

export function balanceOf(store: Store, userId: string): BalanceResponse {
  return { balance: toCredits(balanceCents(store, userId)), currency: CURRENCY };
}

/**
 * Opens a pending deposit payable on the checkout page, once per Idempotency-Key. The caller
 * writes the store.
 */
export function startDeposit(
  store: Store,
  publicUrl: string,
  request: { userId: string; key: string; amount: number },
): DepositResponse {
  const { userId, key, amount } = request;
  return once(store, { userId, key, body: { amount } }, () => {
    const payment = createPayment(store, { userId, kind: 'deposit', amountCents: toCents(amount) });
    return { checkout_url: checkoutUrl(publicUrl, payment._id), payment_id: payment._id };
  });
}

/** A deposit's status as its owner sees it; anyone else's payment is "not found". */
export function verifyDeposit(
  store: Store,
  userId: string,
  paymentId: string,
): VerifyDepositResponse {
  const payment = findPayment(store, paymentId);
  if (!payment || payment.userId !== userId || payment.kind !== 'deposit') {
    throw notFound('Payment');
  }
  return { status: effectiveStatus(payment), balance: balanceOf(store, userId).balance };
}
