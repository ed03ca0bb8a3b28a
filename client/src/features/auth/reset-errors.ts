import { ErrorCode } from '@inkreel/shared';
import { ApiError } from '../../lib/api/api-client';

/** The link itself is no good (wrong, replaced, used or expired): only a new one helps. */
export function isDeadResetLink(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === ErrorCode.RESET_TOKEN_INVALID ||
      error.code === ErrorCode.RESET_TOKEN_USED ||
      error.code === ErrorCode.RESET_TOKEN_EXPIRED)
  );
}

/** What a failed reset request or reset says, read from its status and code. */
export function resetFailureText(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Something went wrong. Please try again.';
  if (error.isNetworkError)
    return 'The request could not be sent. Check your connection and try again.';
  if (error.status === 429) {
    const wait = error.retryAfterSeconds;
    return wait
      ? `Too many requests. Please try again in ${wait} seconds.`
      : 'Too many requests. Please try again later.';
  }
  return error.serverMessage ?? 'Something went wrong. Please try again.';
}
