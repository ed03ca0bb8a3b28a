import { ErrorCode } from '@inkreel/shared';
import type { Store } from '../../db/store.js';
import { HttpError } from '../../http/http-error.js';
import { appendEntry, balanceCents, toCents, toCredits } from '../wallet/ledger.js';

/** The INSUFFICIENT_BALANCE error: 402 from the balance check, 403 from an upload (SPEC.md 7). */
export function insufficientBalance(
  status: 402 | 403,
  requiredAmount: number,
  balanceInCents: number,
): HttpError {
  const balance = toCredits(balanceInCents);
  return new HttpError(
    status,
    ErrorCode.INSUFFICIENT_BALANCE,
    `Insufficient balance: this costs ${requiredAmount.toFixed(2)} credits and your balance is ${balance.toFixed(2)} credits`,
    { requiredAmount, balance },
  );
}

/**
 * Checks the balance and appends the debit in one synchronous step, so concurrent requests of one
 * user can never both spend the same credits. Callers insert their record right after, still
 * without an await, and only then write the store.
 */
export function debitOrThrow(
  store: Store,
  userId: string,
  priceCredits: number,
  reference: string,
): void {
  const price = toCents(priceCredits);
  if (price <= 0) return;
  const balance = balanceCents(store, userId);
  if (balance < price) throw insufficientBalance(403, priceCredits, balance);
  appendEntry(store, { userId, amountCents: -price, kind: 'upload', reference });
}

/**
 * Gives back what debitOrThrow took for `reference` when processing fails afterwards: the amount
 * comes from the ledger's own debit, and a second call finds the refund already there, so it is
 * refunded exactly once whatever the price is now.
 */
export function refundUpload(store: Store, userId: string, reference: string): void {
  const entries = store.data.ledger.filter((e) => e.userId === userId && e.reference === reference);
  const debit = entries.find((e) => e.kind === 'upload');
  if (!debit || entries.some((e) => e.kind === 'refund')) return;
  appendEntry(store, { userId, amountCents: -debit.amountCents, kind: 'refund', reference });
}
