import * as z from 'zod/mini';
import { defineCall } from '../common/contract.js';
import { errorBodySchema } from '../common/error-body.js';
import { creditsSchema } from '../common/primitives.js';
import { groupThousands } from '../common/whole-number.js';

/** The most one deposit may add, in credits. */
export const MAX_DEPOSIT = 100_000;

export const balanceResponseSchema = z.object({ balance: creditsSchema, currency: z.string() });
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;

/**
 * At most two decimals, in decimal: the number as JSON writes it (its shortest form) has at most
 * two digits after the point, so 0.29 passes and 0.30000000000000004 does not. That is JSON
 * Schema's `multipleOf: 0.01` taken exactly; zod's own multipleOf allows a floating-point
 * tolerance that lets 0.30000000000000004 through.
 */
export function hasAtMostTwoDecimals(amount: number): boolean {
  const cents = Math.round(amount * 100);
  return Number.isSafeInteger(cents) && cents / 100 === amount;
}

export const depositAmountSchema = z
  .number({ error: 'Amount must be a number' })
  .check(
    z.gt(0, 'Amount must be greater than 0'),
    // Grouped as every count the product shows: "at most 100,000".
    z.maximum(MAX_DEPOSIT, `Amount must be at most ${groupThousands(MAX_DEPOSIT)}`),
    z.refine(hasAtMostTwoDecimals, 'Amount can have at most 2 decimals'),
  )
  // A refine is not rendered: the document states the same rule in its own words.
  .register(z.globalRegistry, {
    override: {
      multipleOf: 0.01,
      description:
        'At most two decimals, taken exactly (in decimal, not binary floating point): 0.29 is accepted, 0.30000000000000004 refused.',
    },
  });

export const depositBodySchema = z.object({ amount: depositAmountSchema });
export type DepositBody = z.infer<typeof depositBodySchema>;

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const depositHeadersSchema = z.object({
  [IDEMPOTENCY_HEADER]: z
    .string({ error: 'Idempotency-Key header is required' })
    .check(
      z.minLength(8, 'Idempotency-Key must be at least 8 characters'),
      z.maxLength(200, 'Idempotency-Key must be at most 200 characters'),
    ),
});

export const depositResponseSchema = z.object({
  checkout_url: z.url(),
  payment_id: z.string().check(z.minLength(1)),
});
export type DepositResponse = z.infer<typeof depositResponseSchema>;

/** `declined`: the payment provider refused the payment (nothing was charged or credited). */
export const paymentStatusSchema = z.enum(['pending', 'paid', 'cancelled', 'expired', 'declined']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** docs/product.md: the reply "may contain balance". */
export const verifyDepositResponseSchema = z.object({
  status: paymentStatusSchema,
  balance: z.optional(creditsSchema),
});
export type VerifyDepositResponse = z.infer<typeof verifyDepositResponseSchema>;

export const walletCalls = {
  balance: defineCall({
    method: 'GET',
    path: '/api/wallet/balance',
    summary: 'The wallet balance in credits',
    auth: true,
    responses: { 200: balanceResponseSchema, 401: errorBodySchema },
  }),
  deposit: defineCall({
    method: 'POST',
    path: '/api/wallet/deposit',
    summary: 'Start a deposit: returns the checkout URL to open',
    auth: true,
    headers: depositHeadersSchema,
    body: depositBodySchema,
    responses: {
      200: depositResponseSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      403: errorBodySchema,
      409: errorBodySchema,
    },
  }),
  verify: defineCall({
    method: 'GET',
    path: '/api/wallet/verify/:paymentId',
    summary: 'The state of a deposit, and the balance once paid',
    auth: true,
    params: z.object({ paymentId: z.string().check(z.minLength(1), z.maxLength(100)) }),
    responses: { 200: verifyDepositResponseSchema, 401: errorBodySchema, 404: errorBodySchema },
  }),
} as const;
