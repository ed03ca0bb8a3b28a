import type { BalanceResponse, DepositResponse, VerifyDepositResponse } from '@inkreel/shared';
import type { Store } from '../../db/store.js';
import { notFound } from '../../domain-error.js';
import { once } from './idempotency.js';
import { balanceCents, toCents, toCredits } from './ledger.js';
import { checkoutUrl, createPayment, effectiveStatus, findPayment } from './payments.js';

export const CURRENCY = 'credits';

export function balanceOf(store: Store, userId: string): BalanceResponse {
  return { balance: toCredits(balanceCents(store, userId)), currency: CURRENCY };
}

/**
 * Opens a pending deposit payable on the checkout page, once per Idempotency-Key. The caller
 * writes the store.
 */
export function startDeposit(
  store: Store,
  publicUrl: string,
  request: { userId: string; key: string; amount: number },
): DepositResponse {
  const { response } = once(
    store,
    { userId: request.userId, key: request.key, body: { amount: request.amount } },
    () => {
      const payment = createPayment(store, {
        userId: request.userId,
        kind: 'deposit',
        amountCents: toCents(request.amount),
      });
      const reply: DepositResponse = {
        checkout_url: checkoutUrl(publicUrl, payment._id),
        payment_id: payment._id,
      };
      return { status: 200, response: reply };
    },
  );
  return response;
}

/** A deposit's status as its owner sees it; anyone else's payment is "not found". */
export function verifyDeposit(
  store: Store,
  userId: string,
  paymentId: string,
): VerifyDepositResponse {
  const payment = findPayment(store, paymentId);
  if (!payment || payment.userId !== userId || payment.kind !== 'deposit') {
    throw notFound('Payment');
  }
  return { status: effectiveStatus(payment), balance: balanceOf(store, userId).balance };
}

// The wallet's public surface for other modules (and for the seed and test users' opening
// balances): they read balances, charge, refund and credit through these, and open or look up
// payments; only this folder writes the ledger.
export { balanceCents, toCents, toCredits } from './ledger.js';
export {
  canAfford,
  charge,
  creditDeposit,
  creditOpeningBalance,
  insufficientBalance,
  refund,
} from './charges.js';
export {
  checkoutUrl,
  createPayment,
  effectiveStatus,
  expireIfDue,
  findPayment,
} from './payments.js';
