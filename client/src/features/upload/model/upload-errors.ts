import { ErrorCode } from '@inkreel/shared';
import { ApiError } from '../../../lib/api/api-client';

export const isAbort = (error: unknown) =>
  error instanceof DOMException && error.name === 'AbortError';

/** Is this a refusal for lack of credits? 403 carries requiredAmount (docs/product.md section 7). */
export function isShortfall(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    (!error.code || error.code === ErrorCode.INSUFFICIENT_BALANCE)
  );
}

/** What the page says when an upload fails: the server's words, else its status. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) {
    // A 2xx reply that breaks the contract has no error words of its own.
    if (error.code === 'INVALID_RESPONSE') return error.message;
    return (
      error.serverMessage ??
      (error.status ? `Upload failed with status: ${error.status}` : error.message)
    );
  }
  return error instanceof Error ? error.message : 'Unexpected error';
}
