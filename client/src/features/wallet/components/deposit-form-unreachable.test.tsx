import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProviderUnreachable } from '../../../lib/session/provider-reach';
import { DepositForm } from './deposit-form';

describe('DepositForm with the provider unreachable (issue 32, item 5)', () => {
  afterEach(() => setProviderUnreachable(false));

  it('keeps Deposit Funds disabled with the reason shown until the provider answers', () => {
    const onDeposit = vi.fn(() => Promise.resolve(null));
    render(<DepositForm busy={false} onDeposit={onDeposit} />);
    fireEvent.change(screen.getByPlaceholderText('Enter amount to deposit'), {
      target: { value: '5' },
    });
    const button = screen.getByRole('button', { name: 'Deposit Funds' });
    expect(button).toBeEnabled();

    act(() => setProviderUnreachable(true));
    expect(button).toBeDisabled();
    expect(screen.getByText('Inkreel cannot be reached')).toBeInTheDocument();
    fireEvent.click(button);
    expect(onDeposit).not.toHaveBeenCalled();

    act(() => setProviderUnreachable(false));
    expect(button).toBeEnabled();
  });
});
