import type { LedgerEntry, LedgerKind } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { newId, nowIso } from '../../db/ids.js';

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
  entry: { userId: string; amountCents: number; kind: LedgerKind; reference: string },
): LedgerEntry {
  if (!Number.isInteger(entry.amountCents)) throw new Error('Ledger amounts are whole hundredths');
  if (entry.amountCents < 0 && balanceCents(store, entry.userId) + entry.amountCents < 0) {
    throw new Error('Ledger entry would make the balance negative');
  }
  const record: LedgerEntry = { _id: newId(), createdAt: nowIso(), ...entry };
  store.data.ledger.push(record);
  return record;
}
