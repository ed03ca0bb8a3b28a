import { ErrorCode } from '@inkreel/shared';
import type { DbData } from '../../db/schema.js';
import { newId, nowIso } from '../../db/ids.js';
import type { Store } from '../../db/store.js';
import { DomainError } from '../../domain-error.js';
import { appendEntry, balanceCents, toCents, toCredits } from './ledger.js';

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
  request: { userId: string; priceCredits: number; reference: string },
): void {
  const price = toCents(request.priceCredits);
  if (price <= 0) return;
  const { affordable, balanceCents: balance } = canAfford(
    store,
    request.userId,
    request.priceCredits,
  );
  if (!affordable) throw insufficientBalance(request.priceCredits, balance);
  appendEntry(store, {
    userId: request.userId,
    amountCents: -price,
    kind: 'upload',
    reference: request.reference,
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
  appendEntry(store, { userId, amountCents: -debit.amountCents, kind: 'refund', reference });
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
