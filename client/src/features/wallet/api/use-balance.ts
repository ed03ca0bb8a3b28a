import type { BalanceResponse } from '@inkreel/shared';
import useSWR from 'swr';
import { request } from '../../../lib/api/api-client';
import { firstPageContracts } from '../../../lib/api/contracts-later';

/**
 * The one SWR key of the balance, shared by the navigation bar and the wallet page: the call's URL
 * (use-balance.test.ts holds it to the contract, which loads with the first fetch, 0448).
 */
export const BALANCE_KEY = '/api/wallet/balance';

const fetchBalance = async () => request((await firstPageContracts()).walletCalls.balance);

/** The balance, fetched whenever a user is signed in (no request otherwise). */
export function useBalance(signedIn: boolean) {
  return useSWR<BalanceResponse, Error>(signedIn ? BALANCE_KEY : null, fetchBalance);
}
