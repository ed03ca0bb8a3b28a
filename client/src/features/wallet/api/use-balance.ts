import type { BalanceResponse } from '@inkreel/shared';
import useSWR from 'swr';
import { request } from '../../../lib/api/api-client';
import { BALANCE_KEY } from '../../../lib/api/balance-key';
import { firstPageContracts } from '../../../lib/api/contracts-later';

const fetchBalance = async () => request((await firstPageContracts()).walletCalls.balance);

/** The balance, fetched whenever a user is signed in (no request otherwise). */
export function useBalance(signedIn: boolean) {
  return useSWR<BalanceResponse, Error>(signedIn ? BALANCE_KEY : null, fetchBalance);
}
