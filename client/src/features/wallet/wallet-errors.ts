import { ApiError } from '../../lib/api/api-client';

/** Exact texts of docs/product.md section 8 for the wallet calls. */
export const WALLET_MESSAGES = {
  fetchFailed: 'Failed to fetch balance',
  depositFailed: 'Failed to initiate deposit',
  verifyFailed: 'Failed to verify deposit',
  network: 'Network error occurred',
  /** Not in docs/product.md: the checkout declined the payment (verify answered status "declined"). */
  declined: 'Your payment was declined. No funds were added to your wallet.',
  /** Not in docs/product.md: the checkout was cancelled (issue 51, item 7). */
  cancelled: 'Payment cancelled. No funds were added to your wallet.',
  /** Not in docs/product.md: the checkout was left open until it expired. */
  expired: 'The payment expired before it was completed. No funds were added to your wallet.',
} as const;

/** The server's message, "Network error occurred" when no reply came, else the fallback. */
export function walletErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return WALLET_MESSAGES.network;
    return error.serverMessage ?? fallback;
  }
  if (error instanceof TypeError) return WALLET_MESSAGES.network;
  return fallback;
}
