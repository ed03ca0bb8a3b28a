import type { BalanceResponse } from '@inkreel/shared';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { useAuth } from '../../../lib/session/auth-context';
import { startDeposit, verifyDeposit } from '../api/deposit';
import { BALANCE_KEY, useBalance } from '../api/use-balance';
import { WALLET_MESSAGES, walletErrorMessage } from '../wallet-errors';
import { depositReducer, initialDepositState } from '../wallet-reducer';

/** Wallet state of SPEC.md sections 3 and 4: balance, deposit, and verification on return. */
export function useWallet() {
  const { user } = useAuth();
  const balance = useBalance(user !== null);
  const { mutate } = useSWRConfig();
  const [state, dispatch] = useReducer(depositReducer, initialDepositState);
  const verifying = useRef(false);

  const deposit = useCallback(async (amount: number) => {
    dispatch({ type: 'deposit/pending' });
    try {
      const reply = await startDeposit(amount);
      dispatch({ type: 'deposit/fulfilled', url: reply.checkout_url, id: reply.payment_id });
      window.open(reply.checkout_url, '_blank', 'noopener,noreferrer');
      return reply;
    } catch (error) {
      dispatch({
        type: 'deposit/rejected',
        error: walletErrorMessage(error, WALLET_MESSAGES.depositFailed),
      });
      return null;
    }
  }, []);

  const verify = useCallback(
    async (paymentId: string) => {
      // Focus and visibilitychange often fire together: one check at a time.
      if (verifying.current) return;
      verifying.current = true;
      try {
        const reply = await verifyDeposit(paymentId);
        if (reply.balance !== undefined) {
          const next = reply.balance;
          await mutate<BalanceResponse>(
            BALANCE_KEY,
            (current) => ({ balance: next, currency: current?.currency ?? '' }),
            { revalidate: false },
          );
        }
        dispatch({ type: 'verify/fulfilled', status: reply.status });
      } catch (error) {
        dispatch({
          type: 'verify/rejected',
          error: walletErrorMessage(error, WALLET_MESSAGES.verifyFailed),
        });
      } finally {
        verifying.current = false;
      }
    },
    [mutate],
  );

  const { depositId } = state;
  useEffect(() => {
    if (!depositId) return;
    const onReturn = () => {
      if (document.visibilityState === 'visible') void verify(depositId);
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [depositId, verify]);

  const { mutate: revalidate } = balance;
  const refresh = useCallback(() => {
    dispatch({ type: 'clearError' });
    return revalidate();
  }, [revalidate]);

  const fetchError = balance.error
    ? walletErrorMessage(balance.error, WALLET_MESSAGES.fetchFailed)
    : null;

  return {
    balance: balance.data?.balance ?? 0,
    currency: balance.data?.currency ?? '',
    isFetching: balance.isValidating,
    isLoading: state.isLoading,
    depositUrl: state.depositUrl,
    depositId: state.depositId,
    error: state.error ?? fetchError,
    deposit,
    verify,
    refresh,
    clearDeposit: useCallback(() => dispatch({ type: 'clearDeposit' }), []),
  };
}
