import type { PaymentRecord } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { nowIso } from '../../db/ids.js';
import { activateFromPayment, planById } from '../subscription/subscription.service.js';
import {
  creditDeposit,
  effectiveStatus,
  expireIfDue,
  findPayment,
  toCredits,
} from '../wallet/wallet.service.js';

/** What the checkout page shows for one payment. */
export type CheckoutView = ReturnType<typeof describe>;

/** What a submitted form leads to: back to the client, or a page explaining why nothing happened. */
export type CheckoutOutcome =
  | { type: 'redirect'; location: string }
  | { type: 'refused'; view: CheckoutView }
  | { type: 'not-found' };

const formatCredits = (cents: number) => `${toCredits(cents).toFixed(2)} credits`;

function describe(payment: PaymentRecord) {
  const base = {
    id: payment._id,
    kind: payment.kind,
    status: effectiveStatus(payment),
    expiresAt: payment.expiresAt,
  };
  if (payment.kind === 'deposit') {
    return { ...base, title: 'Wallet deposit', amountLabel: formatCredits(payment.amountCents) };
  }
  const plan = planById(payment.planId ?? '');
  const price = plan ? `${plan.price.toFixed(2)} ${plan.currency}` : '';
  return {
    ...base,
    title: plan?.name ?? 'Subscription',
    amountLabel: plan ? `${price} / ${plan.interval}` : price,
  };
}

/** The mock external payment provider: shows, takes or cancels a pending payment. */
export function createCheckoutService(
  store: Store,
  clientOrigin: string,
  /** The fault lab's payment-declined scenario: Pay declines instead of paying. */
  declines: () => boolean = () => false,
) {
  const origin = clientOrigin.replace(/\/+$/, '');
  // A deposit ends on its own checkout page ("Payment complete", and the tab closes itself): the
  // wallet that opened this tab is still open, so sending this tab to the app would make two.
  // A subscription goes on to the app's /payment/success, which shows the home page's dialog.
  const ownPage = (p: PaymentRecord) => `/checkout/${encodeURIComponent(p._id)}`;
  const paidTarget = (p: PaymentRecord) =>
    p.kind === 'deposit'
      ? ownPage(p)
      : `${origin}/payment/success?session_id=${encodeURIComponent(p._id)}`;
  const cancelTarget = (p: PaymentRecord) => (p.kind === 'deposit' ? ownPage(p) : `${origin}/`);

  function view(paymentId: string): CheckoutView | null {
    const payment = findPayment(store, paymentId);
    return payment ? describe(payment) : null;
  }

  /**
   * Settles a pending payment exactly once: the status check, the credit and the status change
   * happen in one synchronous step, so repeated or concurrent submissions cannot credit twice.
   * Paying an already paid payment changes nothing and leads to the same place.
   */
  async function pay(paymentId: string): Promise<CheckoutOutcome> {
    const payment = findPayment(store, paymentId);
    if (!payment) return { type: 'not-found' };
    if (expireIfDue(store, payment)) await store.write();
    if (payment.status === 'paid') return { type: 'redirect', location: paidTarget(payment) };
    if (payment.status !== 'pending') return { type: 'refused', view: describe(payment) };
    if (declines()) {
      // Declined like a refused card: nothing credited, and the client's return shows why.
      payment.status = 'declined';
      payment.settledAt = nowIso();
      await store.write();
      return { type: 'redirect', location: cancelTarget(payment) };
    }
    if (payment.kind === 'deposit') creditDeposit(store, payment);
    else activateFromPayment(store, payment);
    payment.status = 'paid';
    payment.settledAt = nowIso();
    await store.write();
    return { type: 'redirect', location: paidTarget(payment) };
  }

  /** Cancels a pending payment; cancelling twice is harmless, a paid or expired one is refused. */
  async function cancel(paymentId: string): Promise<CheckoutOutcome> {
    const payment = findPayment(store, paymentId);
    if (!payment) return { type: 'not-found' };
    if (expireIfDue(store, payment)) await store.write();
    if (payment.status === 'pending') {
      payment.status = 'cancelled';
      payment.settledAt = nowIso();
      await store.write();
    }
    if (payment.status === 'cancelled') {
      return { type: 'redirect', location: cancelTarget(payment) };
    }
    return { type: 'refused', view: describe(payment) };
  }

  /** Where the "back" link of a page about this payment leads. */
  const backLink = (v: CheckoutView) =>
    v.kind === 'deposit'
      ? `${origin}/wallet`
      : v.status === 'paid'
        ? `${origin}/premium`
        : `${origin}/`;

  return { view, pay, cancel, backLink };
}
