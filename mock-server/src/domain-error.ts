import { ErrorCode } from '@inkreel/shared';

/**
 * A failure a service reports with a stable code (shared/'s ErrorCode) and a readable message;
 * `details` go into the error body as they are (requiredAmount, balance, field, retryAfter…).
 * Services know nothing of HTTP: http/error-status.ts gives each code its status, in one place.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (what = 'Resource') =>
  new DomainError(ErrorCode.NOT_FOUND, `${what} not found`);
