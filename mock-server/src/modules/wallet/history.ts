import type { WalletTransaction, WalletTransactionsResponse } from '@inkreel/shared';
import type { LedgerKind } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { paginate } from '../../db/indexes.js';
import { CURRENCY, toCredits } from './wallet.service.js';

const LINES: Readonly<Record<LedgerKind, Pick<WalletTransaction, 'kind' | 'description'>>> = {
  seed: { kind: 'opening', description: 'Opening balance' },
  deposit: { kind: 'deposit', description: 'Deposit' },
  upload: { kind: 'upload', description: 'Upload charge' },
  refund: { kind: 'refund', description: 'Refund of an upload charge' },
  subscription: { kind: 'subscription', description: 'Premium subscription payment' },
};

/**
 * The user's ledger as their wallet history (issue 32, item 4): newest first, each line with the
 * balance right after it, paged. Reads only; the ledger is written by the wallet's own services.
 */
export function walletHistory(
  store: Store,
  userId: string,
  page: number,
  limit: number,
): WalletTransactionsResponse {
  const mine = store.data.ledger.filter((entry) => entry.userId === userId);
  // The ledger is appended in order: running balances are summed oldest first.
  let cents = 0;
  const lines = mine.map((entry): WalletTransaction => {
    cents += entry.amountCents;
    return {
      _id: entry._id,
      ...LINES[entry.kind],
      amount: toCredits(entry.amountCents),
      balance: toCredits(cents),
      createdAt: entry.createdAt,
      ...(entry.item ? { item: entry.item } : {}),
    };
  });
  const { items, pagination } = paginate(lines.reverse(), page, limit);
  return { transactions: items, currency: CURRENCY, pagination };
}
