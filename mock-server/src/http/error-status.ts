import { RETRY_AFTER_HEADER, type CallContract } from '@inkreel/shared';
import { errorCodeDocs } from '@inkreel/shared/openapi';
import type { DomainError } from '../domain-error.js';
import { HttpError } from './http-error.js';

/**
 * The one place a service's coded error becomes an HTTP reply. A code's statuses are those the
 * OpenAPI document gives it (shared/openapi/error-docs.ts); where a code has two (an insufficient
 * balance is 402 from the balance check, 403 from an upload), the one the call declares wins.
 * A `retryAfter` detail is also sent as Retry-After.
 */
export function toHttp(error: DomainError, call: CallContract | undefined): HttpError {
  const statuses = errorCodeDocs[error.code].statuses;
  const status = statuses.find((s) => call?.responses[s] !== undefined) ?? statuses[0] ?? 500;
  const { retryAfter } = error.details;
  const headers: Record<string, string> =
    typeof retryAfter === 'number' ? { [RETRY_AFTER_HEADER]: String(retryAfter) } : {};
  return new HttpError(status, error.code, error.message, error.details, headers);
}
