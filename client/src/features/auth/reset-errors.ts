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

/** A link to set a first password that no longer works, said without the word "reset". */
const SET_LINK_TEXTS: Partial<Record<string, string>> = {
  [ErrorCode.RESET_TOKEN_INVALID]: 'This link is invalid, or a newer one has replaced it.',
  [ErrorCode.RESET_TOKEN_USED]: 'This link has already been used.',
  [ErrorCode.RESET_TOKEN_EXPIRED]: 'This link has expired.',
};

/** What a dead link says: the provider's words for a reset, ours for setting a first password. */
export function deadLinkText(error: unknown, setting: boolean): string {
  const code = error instanceof ApiError ? error.code : undefined;
  return (setting && code && SET_LINK_TEXTS[code]) || resetFailureText(error);
}
