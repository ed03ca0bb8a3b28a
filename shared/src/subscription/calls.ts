import * as z from 'zod/mini';
import { activeSubscriptionSchema } from '../auth/user.js';
import { defineCall } from '../common/contract.js';
import { errorBodySchema } from '../common/error-body.js';

export const planSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  price: z.number().check(z.nonnegative()),
  currency: z.string(),
  interval: z.enum(['month', 'year']),
  features: z.array(z.string()),
});
export type Plan = z.infer<typeof planSchema>;

/** docs/product.md: the plans come as a map, keyed by plan id. */
export const plansResponseSchema = z.record(z.string(), planSchema);
export type PlansResponse = z.infer<typeof plansResponseSchema>;

export const subscribeBodySchema = z.object({
  planId: z.string().check(z.minLength(1), z.maxLength(100)),
});
export const subscribeResponseSchema = z.object({
  checkout_url: z.url(),
  session_id: z.string().check(z.minLength(1)),
});
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;

export const verifySubscriptionResponseSchema = z.object({
  success: z.literal(true),
  subscription: activeSubscriptionSchema,
});
export type VerifySubscriptionResponse = z.infer<typeof verifySubscriptionResponseSchema>;

export const subscriptionCalls = {
  plans: defineCall({
    method: 'GET',
    path: '/api/subscriptions/plans',
    summary: 'The subscription plans, keyed by plan id',
    auth: false,
    responses: { 200: plansResponseSchema },
  }),
  /** The second reading of the plans path in docs/product.md section 7. */
  plansAlias: defineCall({
    method: 'GET',
    path: '/api/subscription/plans',
    summary: "The subscription plans (docs/product.md's second reading of the path)",
    auth: false,
    responses: { 200: plansResponseSchema },
  }),
  subscribe: defineCall({
    method: 'POST',
    path: '/api/subscriptions/subscribe',
    summary: 'Start a subscription checkout for a plan',
    auth: true,
    body: subscribeBodySchema,
    responses: {
      200: subscribeResponseSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      403: errorBodySchema,
      404: errorBodySchema,
    },
  }),
  verify: defineCall({
    method: 'GET',
    path: '/api/subscription/verify',
    summary: 'Whether a subscription checkout was paid',
    auth: true,
    query: z.object({ session_id: z.string().check(z.minLength(1), z.maxLength(100)) }),
    responses: {
      200: verifySubscriptionResponseSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      402: errorBodySchema,
      404: errorBodySchema,
    },
  }),
} as const;
