import type { PaymentStatus } from '@inkreel/shared';
import { WALLET_MESSAGES } from './wallet-errors';

/** The deposit half of SPEC.md's wallet state; balance and currency live in the SWR cache. */
export interface DepositState {
  isLoading: boolean;
  depositUrl: string | null;
  depositId: string | null;
  error: string | null;
}

export const initialDepositState: DepositState = {
  isLoading: false,
  depositUrl: null,
  depositId: null,
  error: null,
};

export type DepositAction =
  | { type: 'deposit/pending' }
  | { type: 'deposit/fulfilled'; url: string; id: string }
  | { type: 'deposit/rejected'; error: string }
  | { type: 'verify/fulfilled'; status: PaymentStatus }
  | { type: 'verify/rejected'; error: string }
  | { type: 'clearDeposit' }
  | { type: 'clearError' };

export function depositReducer(state: DepositState, action: DepositAction): DepositState {
  switch (action.type) {
    case 'deposit/pending':
      return { ...state, isLoading: true, error: null };
    case 'deposit/fulfilled':
      return { ...state, isLoading: false, depositUrl: action.url, depositId: action.id };
    case 'deposit/rejected':
      return { ...state, isLoading: false, error: action.error };
    case 'verify/fulfilled':
      // A payment still open at checkout stays pending, so the next return to the tab checks again.
      if (action.status === 'pending') return { ...state, error: null };
      if (action.status === 'declined') {
        return { ...state, error: WALLET_MESSAGES.declined, depositUrl: null, depositId: null };
      }
      return { ...state, error: null, depositUrl: null, depositId: null };
    case 'verify/rejected':
      return { ...state, error: action.error };
    case 'clearDeposit':
      return { ...state, depositUrl: null, depositId: null };
    case 'clearError':
      return { ...state, error: null };
  }
}
