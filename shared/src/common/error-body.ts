import * as z from 'zod/mini';
import { ErrorCode } from './error-codes.js';

const errorCodes = Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]];

/** One issue of a failed validation: where, and what is wrong. */
export const validationIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

/**
 * The one error body every non-2xx reply carries: a stable code, a readable message, and details
 * (issues, requiredAmount, balance, fields...). `error` repeats the reason where docs/product.md says the
 * client reads an `error` field (resend verification).
 */
export const errorBodySchema = z.looseObject({
  code: z.enum(errorCodes),
  message: z.string(),
  error: z.optional(z.string()),
  issues: z.optional(z.array(validationIssueSchema)),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
