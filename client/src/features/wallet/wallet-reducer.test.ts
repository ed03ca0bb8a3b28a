import { describe, expect, it } from 'vitest';
import { depositReducer, initialDepositState } from './wallet-reducer';

const awaiting = { ...initialDepositState, depositUrl: 'https://pay.example/1', depositId: 'p1' };

describe('depositReducer on verification', () => {
  it('keeps a pending deposit to check again on the next return', () => {
    expect(depositReducer(awaiting, { type: 'verify/fulfilled', status: 'pending' })).toEqual(
      awaiting,
    );
  });

  it('shows a declined payment in the error box and stops checking it', () => {
    expect(depositReducer(awaiting, { type: 'verify/fulfilled', status: 'declined' })).toEqual({
      ...initialDepositState,
      error: 'Your payment was declined. No funds were added to your wallet.',
    });
  });

  it('clears the deposit once paid', () => {
    expect(depositReducer(awaiting, { type: 'verify/fulfilled', status: 'paid' })).toEqual(
      initialDepositState,
    );
  });
});
