import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DepositForm } from './deposit-form';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const NOTICE = /payment page opened in a new tab/;

describe('DepositForm', () => {
  it('shows the success notice with the fallback link for 5 seconds, then hides it', async () => {
    const reply = Promise.resolve({ checkout_url: 'http://pay.example/c/1' });
    const onDeposit = vi.fn(() => reply);
    render(<DepositForm busy={false} onDeposit={onDeposit} />);
    const input = screen.getByPlaceholderText('Enter amount to deposit');
    fireEvent.change(input, { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit Funds' }));
    // The form's own wait for the reply settles first; act then renders what it did.
    await act(() => reply);
    expect(onDeposit).toHaveBeenCalledWith(12.5);
    expect(screen.getByText(NOTICE)).toBeVisible();
    expect(screen.getByRole('link', { name: 'continue to the payment page' })).toHaveAttribute(
      'href',
      'http://pay.example/c/1',
    );
    expect(input).toHaveValue(null);
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.getByText(NOTICE)).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('drops the notice when the deposit outcome shows, and does not bring it back', async () => {
    const reply = Promise.resolve({ checkout_url: 'http://pay.example/c/1' });
    const onDeposit = vi.fn(() => reply);
    const { rerender } = render(<DepositForm busy={false} onDeposit={onDeposit} />);
    fireEvent.change(screen.getByPlaceholderText('Enter amount to deposit'), {
      target: { value: '5' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit Funds' }));
    await act(() => reply);
    expect(screen.getByText(NOTICE)).toBeVisible();

    rerender(<DepositForm busy={false} outcomeShown onDeposit={onDeposit} />);
    expect(screen.queryByText(NOTICE)).toBeNull();
    // A refresh clears the outcome within the notice's 5 seconds: the notice stays gone.
    rerender(<DepositForm busy={false} outcomeShown={false} onDeposit={onDeposit} />);
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('reads "Processing..." and is disabled while busy', () => {
    render(<DepositForm busy onDeposit={vi.fn(() => Promise.resolve(null))} />);
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it('keeps the amount when the deposit fails', async () => {
    const failed = Promise.resolve(null);
    render(<DepositForm busy={false} onDeposit={vi.fn(() => failed)} />);
    const input = screen.getByPlaceholderText('Enter amount to deposit');
    fireEvent.change(input, { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit Funds' }));
    await act(() => failed);
    expect(input).toHaveValue(8);
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('explains amounts the wallet refuses (more than 2 decimals)', () => {
    const onDeposit = vi.fn(() => Promise.resolve(null));
    render(<DepositForm busy={false} onDeposit={onDeposit} />);
    fireEvent.change(screen.getByPlaceholderText('Enter amount to deposit'), {
      target: { value: '1.234' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit Funds' }));
    expect(onDeposit).not.toHaveBeenCalled();
    expect(screen.getByText('Amount can have at most 2 decimals')).toBeVisible();
  });

  it('says beside the field why each refused amount is refused, as it is typed', () => {
    const onDeposit = vi.fn(() => Promise.resolve(null));
    render(<DepositForm busy={false} onDeposit={onDeposit} />);
    const input = screen.getByPlaceholderText('Enter amount to deposit');
    const button = screen.getByRole('button', { name: 'Deposit Funds' });
    for (const [typed, reason] of [
      ['-5', 'Amount must be greater than 0'],
      ['0', 'Amount must be greater than 0'],
      ['10.555', 'Amount can have at most 2 decimals'],
      ['100000.01', 'Amount must be at most 100,000'],
    ] as const) {
      fireEvent.change(input, { target: { value: typed } });
      expect(input).toHaveAccessibleDescription(reason);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(button).toBeDisabled();
    }
    fireEvent.change(input, { target: { value: '10.55' } });
    expect(input).toHaveAccessibleDescription('');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(button).toBeEnabled();
  });

  it('is enabled at rest, and pressed with nothing typed says an amount is needed', () => {
    const onDeposit = vi.fn(() => Promise.resolve(null));
    render(<DepositForm busy={false} onDeposit={onDeposit} />);
    const button = screen.getByRole('button', { name: 'Deposit Funds' });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(onDeposit).not.toHaveBeenCalled();
    expect(screen.getByPlaceholderText('Enter amount to deposit')).toHaveAccessibleDescription(
      'Enter an amount to deposit',
    );
  });

  it('moves the focus from the button to the empty field that says why', () => {
    render(<DepositForm busy={false} onDeposit={vi.fn(() => Promise.resolve(null))} />);
    const button = screen.getByRole('button', { name: 'Deposit Funds' });
    button.focus();
    fireEvent.click(button);
    const input = screen.getByPlaceholderText('Enter amount to deposit');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
  });
});

describe('DepositForm offline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is disabled with "You are offline" while offline, and resumes when the network returns', () => {
    const onDeposit = vi.fn(() => Promise.resolve(null));
    render(<DepositForm busy={false} onDeposit={onDeposit} />);
    const input = screen.getByPlaceholderText('Enter amount to deposit');
    fireEvent.change(input, { target: { value: '5' } });
    const button = screen.getByRole('button', { name: 'Deposit Funds' });
    expect(button).toBeEnabled();

    act(() => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      window.dispatchEvent(new Event('offline'));
    });
    expect(button).toBeDisabled();
    expect(screen.getByText('You are offline')).toBeInTheDocument();
    // Whatever submits the form (the event bubbles from the field to it), nothing is sent.
    fireEvent.submit(input);
    expect(onDeposit).not.toHaveBeenCalled();

    act(() => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
    });
    expect(button).toBeEnabled();
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
  });
});
