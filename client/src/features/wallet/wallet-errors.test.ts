import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFrom } from '../../lib/api/api-client';
import { WALLET_MESSAGES, walletErrorMessage } from './wallet-errors';

describe('walletErrorMessage', () => {
  it('shows the server message from any provider, else the fallback', () => {
    expect(
      walletErrorMessage(
        apiErrorFrom(400, { message: 'Deposits paused' }),
        WALLET_MESSAGES.depositFailed,
      ),
    ).toBe('Deposits paused');
    expect(walletErrorMessage(apiErrorFrom(503, undefined), WALLET_MESSAGES.fetchFailed)).toBe(
      'Failed to fetch balance',
    );
  });

  it('says "Network error occurred" when no reply came', () => {
    const offline = new ApiError(0, undefined, undefined, 'Network error occurred');
    expect(walletErrorMessage(offline, WALLET_MESSAGES.verifyFailed)).toBe(
      'Network error occurred',
    );
    expect(walletErrorMessage(new TypeError('Failed to fetch'), WALLET_MESSAGES.verifyFailed)).toBe(
      'Network error occurred',
    );
  });
});
