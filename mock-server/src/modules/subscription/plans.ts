import type { Plan } from '@inkreel/shared';

/**
 * The plans on offer. They are paid on the (mock) external checkout in US dollars, not with wallet
 * credits: credits pay for uploads, a subscription is bought with money like a deposit is.
 */
export const PLANS: Readonly<Record<string, Plan>> = {
  monthly: {
    id: 'monthly',
    name: 'Premium Monthly',
    price: 9.99,
    currency: 'USD',
    interval: 'month',
    features: ['No ads', 'All premium content', 'Early access to new uploads'],
  },
  yearly: {
    id: 'yearly',
    name: 'Premium Yearly',
    price: 99.99,
    currency: 'USD',
    interval: 'year',
    features: ['No ads', 'All premium content', 'Early access to new uploads', 'Two months free'],
  },
};

export function planById(planId: string): Plan | undefined {
  return Object.hasOwn(PLANS, planId) ? PLANS[planId] : undefined;
}

/** The end of one billing period that starts at `from`. */
export function periodEnd(plan: Plan, from: Date): Date {
  const end = new Date(from);
  if (plan.interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}
