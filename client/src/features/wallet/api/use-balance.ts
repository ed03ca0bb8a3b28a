import { buildUrl, walletCalls, type BalanceResponse } from '@inkreel/shared';
import useSWR from 'swr';
import { request } from '../../../lib/api/api-client';

/** The one SWR key of the balance, shared by the navigation bar and the wallet page. */
export const BALANCE_KEY = buildUrl(walletCalls.balance);

const fetchBalance = () => request(walletCalls.balance);

/** The balance, fetched whenever a user is signed in (no request otherwise). */
export function useBalance(signedIn: boolean) {
  return useSWR<BalanceResponse, Error>(signedIn ? BALANCE_KEY : null, fetchBalance);
}
