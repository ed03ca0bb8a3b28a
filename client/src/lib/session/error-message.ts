// lib/session: the signed-in user: auth context, stored session, auth calls and status checks.
import { ApiError } from '../api/api-client';

/**
 * The server's own message for a refused call, or the screen's text when it gave none. Apart
 * from the session screens' texts (messages.ts), which the first page does without.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
