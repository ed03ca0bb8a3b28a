import { buildUrl, walletCalls, type BalanceResponse } from '@inkreel/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useAuth } from '../../../lib/session/auth-context';
import { startDeposit, verifyDeposit } from '../api/deposit';
import { BALANCE_KEY } from '../../../lib/api/balance-key';
import { useBalance } from '../api/use-balance';
import { WALLET_MESSAGES, walletErrorMessage } from '../wallet-errors';

const DEPOSIT_KEY = buildUrl(walletCalls.deposit);
/** The verification's mutation key (one at a time; the payment id is its argument). */
const VERIFY_KEY = '/api/wallet/verify';

const createDeposit = (_key: string, { arg }: { arg: number }) => startDeposit(arg);
const checkDeposit = (_key: string, { arg }: { arg: string }) => verifyDeposit(arg);
type DepositReply = Awaited<ReturnType<typeof startDeposit>>;
type VerifyReply = Awaited<ReturnType<typeof verifyDeposit>>;

/** Wallet state of docs/product.md sections 3 and 4: balance, deposit, and verification on return. */
export function useWallet() {
  const { user } = useAuth();
  const balance = useBalance(user !== null);
  // The open checkout lives in this mutation's data until a verification settles it.
  const depositCall = useSWRMutation(DEPOSIT_KEY, createDeposit, { throwOnError: false });
  const { mutate } = useSWRConfig();
  const verifyCall = useSWRMutation(VERIFY_KEY, checkDeposit, {
    throwOnError: false,
    // The navigation bar reads the same key: a returned balance shows there at once.
    onSuccess: (reply) => {
      if (reply.balance === undefined) return;
      const next = reply.balance;
      void mutate<BalanceResponse>(
        BALANCE_KEY,
        (current) => ({ balance: next, currency: current?.currency ?? '' }),
        { revalidate: false },
      );
    },
  });
  const verifying = useRef(false);
  // The payment to verify when the user comes back from checkout. Set as soon as the deposit
  // call answers: the mutation's data is rendered a moment later (SWR sets it in a transition).
  const openPayment = useRef<string | null>(null);
  // Its amount: the verification's reply does not carry it, and the confirmation names it.
  const openAmount = useRef<number | null>(null);
  // The amount of the deposit whose payment completed, confirmed on the page until the next
  // deposit or refresh (issue 32, item 4).
  const [completedAmount, setCompletedAmount] = useState<number | null>(null);
  const { reset: resetDeposit } = depositCall;
  const { reset: resetVerify } = verifyCall;
  // With throwOnError false a failed call resolves to undefined (its error is in `error`);
  // SWR's types pick the overload that says it always resolves to the reply.
  const triggerDeposit: (amount: number) => Promise<DepositReply | undefined> = depositCall.trigger;
  const triggerVerify: (paymentId: string) => Promise<VerifyReply | undefined> = verifyCall.trigger;

  const clearDeposit = useCallback(() => {
    openPayment.current = null;
    openAmount.current = null;
    resetDeposit();
  }, [resetDeposit]);

  const deposit = useCallback(
    async (amount: number) => {
      // A new deposit replaces the previous one and its messages.
      resetVerify();
      resetDeposit();
      setCompletedAmount(null);
      const reply = await triggerDeposit(amount);
      if (!reply) return null;
      openPayment.current = reply.payment_id;
      openAmount.current = amount;
      window.open(reply.checkout_url, '_blank', 'noopener,noreferrer');
      return reply;
    },
    [resetDeposit, resetVerify, triggerDeposit],
  );

  const verify = useCallback(
    async (paymentId: string) => {
      // Focus and visibilitychange often fire together: one check at a time.
      if (verifying.current) return;
      verifying.current = true;
      try {
        const amount = openAmount.current;
        const reply = await triggerVerify(paymentId);
        if (reply?.status === 'paid' && amount !== null) setCompletedAmount(amount);
        // A payment still open at checkout stays pending, so the next return to the tab checks again.
        // A declined one is settled: its message stays (from the verification's reply) until the
        // next deposit or refresh.
        if (reply && reply.status !== 'pending') clearDeposit();
      } finally {
        verifying.current = false;
      }
    },
    [clearDeposit, triggerVerify],
  );

  useEffect(() => {
    const onReturn = () => {
      const paymentId = openPayment.current;
      if (paymentId && document.visibilityState === 'visible') void verify(paymentId);
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [verify]);

  const { mutate: revalidate } = balance;
  const failedDeposit = depositCall.error !== undefined && !depositCall.isMutating;
  const refresh = useCallback(() => {
    resetVerify();
    setCompletedAmount(null);
    if (failedDeposit) resetDeposit();
    return revalidate();
  }, [failedDeposit, resetDeposit, resetVerify, revalidate]);

  // The check of the open deposit answered with its outcome (paid, declined, cancelled, expired)
  // or failed: that outcome is on screen from this render on, so the deposit form drops its
  // "opened in a new tab" notice in the same render (the deposit itself is cleared a render later).
  const depositOutcomeShown =
    verifyCall.error !== undefined ||
    (verifyCall.data !== undefined && verifyCall.data.status !== 'pending');

  const error = verifyCall.error
    ? walletErrorMessage(verifyCall.error, WALLET_MESSAGES.verifyFailed)
    : verifyCall.data?.status === 'declined'
      ? WALLET_MESSAGES.declined
      : depositCall.error
        ? walletErrorMessage(depositCall.error, WALLET_MESSAGES.depositFailed)
        : balance.error
          ? walletErrorMessage(balance.error, WALLET_MESSAGES.fetchFailed)
          : null;

  // A checkout the user cancelled (or left until it expired) is no failure, but it must be said:
  // the wallet would otherwise look as if nothing had happened (issue 51, item 7).
  const outcomeStatus = verifyCall.data?.status;
  const notice =
    outcomeStatus === 'cancelled'
      ? WALLET_MESSAGES.cancelled
      : outcomeStatus === 'expired'
        ? WALLET_MESSAGES.expired
        : null;

  return {
    balance: balance.data?.balance ?? 0,
    currency: balance.data?.currency ?? '',
    isFetching: balance.isValidating,
    isLoading: depositCall.isMutating,
    depositUrl: depositCall.data?.checkout_url ?? null,
    depositId: depositCall.data?.payment_id ?? null,
    depositOutcomeShown,
    /** The amount of the deposit just paid at checkout, or null. */
    completedAmount,
    error,
    /** What became of a deposit that added nothing without failing (cancelled, expired), or null. */
    notice,
    deposit,
    verify,
    refresh,
    clearDeposit,
  };
}
