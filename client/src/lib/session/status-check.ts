import type { User } from '@inkreel/shared';
import { ApiError } from '../api-client';
import { isRetryable, withRetry } from '../retry-policy';
import { fetchStatus } from './auth-api';

export type StatusOutcome =
  | { kind: 'checked'; user: User }
  /** No reply because the browser has no network: the provider refused nothing. */
  | { kind: 'offline' }
  /** The provider refused the token, or could not be reached with the network up. */
  | { kind: 'failed'; error: unknown };

/** A call that got no reply while the browser says it is offline. */
export function isOfflineFailure(error: unknown): boolean {
  return error instanceof ApiError && error.isNetworkError && !navigator.onLine;
}

/**
 * The start-up status check (docs/product.md section 4, item 3). A lost reply or a server hiccup is asked
 * again before the stored session is given up; with the network known to be gone it is not asked
 * again (that would only keep the spinner up) and the outcome says so.
 */
export async function checkStatus(): Promise<StatusOutcome> {
  try {
    const user = await withRetry(fetchStatus, {
      retryIf: (error) => isRetryable(error) && !isOfflineFailure(error),
    });
    return { kind: 'checked', user };
  } catch (error) {
    return isOfflineFailure(error) ? { kind: 'offline' } : { kind: 'failed', error };
  }
}
