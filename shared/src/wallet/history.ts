import * as z from 'zod/mini';
import { defineCall } from '../common/contract.js';
import { errorBodySchema } from '../common/error-body.js';
import { isoDateSchema, paginationSchema } from '../common/primitives.js';
import { contentTypeSchema } from '../upload/content-types.js';

export const TRANSACTION_KINDS = [
  'opening',
  'deposit',
  'upload',
  'refund',
  'subscription',
] as const;

/** One line of the wallet's ledger, as its owner sees it. */
export const walletTransactionSchema = z.object({
  _id: z.string().check(z.minLength(1)),
  kind: z.enum(TRANSACTION_KINDS),
  description: z.string(),
  /** Credits, positive for money in, negative for money out. */
  amount: z.number(),
  /** The balance right after this line. */
  balance: z.number(),
  createdAt: isoDateSchema,
  /**
   * What an upload's charge (or its refund) paid for, named as it was when charged, so the line
   * still reads after the item is removed (issue 51, item 7). Absent on other lines.
   */
  item: z.optional(z.object({ kind: contentTypeSchema, title: z.string() })),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export const walletTransactionsQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.positive()), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100)), 20),
});

export const walletTransactionsResponseSchema = z.object({
  transactions: z.array(walletTransactionSchema),
  currency: z.string(),
  pagination: paginationSchema,
});
export type WalletTransactionsResponse = z.infer<typeof walletTransactionsResponseSchema>;

/** The wallet's history (issue 32, item 4): an extension of the mock provider. */
export const walletHistoryCalls = {
  transactions: defineCall({
    method: 'GET',
    path: '/api/wallet/transactions',
    summary: "The signed-in user's ledger, newest first, with the running balance, paged",
    scope: 'extension',
    auth: true,
    query: walletTransactionsQuerySchema,
    responses: {
      200: walletTransactionsResponseSchema,
      400: errorBodySchema,
      401: errorBodySchema,
    },
  }),
} as const;
