import { ApiError } from '../../lib/api/api-client';

/** What a failed account call says, read from its status and code. */
export function accountFailureText(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Something went wrong. Please try again.';
  if (error.isNetworkError) {
    return 'The request could not be sent. Check your connection and try again.';
  }
  return error.serverMessage ?? 'Something went wrong. Please try again.';
}
