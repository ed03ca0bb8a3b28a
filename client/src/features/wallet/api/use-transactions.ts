import { buildUrl, walletHistoryCalls, type WalletTransactionsResponse } from '@inkreel/shared';
import useSWR from 'swr';
import { request } from '../../../lib/api/api-client';

export const HISTORY_PAGE_SIZE = 10;

/** Under /api/wallet, so signing out drops it with the balance (auth-context's isWalletKey). */
export const transactionsKey = (page: number) =>
  buildUrl(walletHistoryCalls.transactions, { query: { page, limit: HISTORY_PAGE_SIZE } });

/** One page of the signed-in user's wallet history (issue 32, item 4), newest first. */
export function useTransactions(page: number) {
  return useSWR<WalletTransactionsResponse, Error>(transactionsKey(page), () =>
    request(walletHistoryCalls.transactions, { query: { page, limit: HISTORY_PAGE_SIZE } }),
  );
}
