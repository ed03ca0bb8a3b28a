import { buildUrl, subscriptionCalls, type PlansResponse } from '@inkreel/shared';
import useSWR from 'swr';
import { request } from '../../../lib/api/api-client';

const fetchPlans = () => request(subscriptionCalls.plans);

/** Subscription state of docs/product.md section 3: the plans map, loading and error. */
export function usePlans() {
  return useSWR<PlansResponse, Error>(buildUrl(subscriptionCalls.plans), fetchPlans);
}

export function subscribe(planId: string) {
  return request(subscriptionCalls.subscribe, { body: { planId } });
}
