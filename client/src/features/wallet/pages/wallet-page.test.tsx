import { IDEMPOTENCY_HEADER } from '@inkreel/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  mockFetch,
  on,
  sentJson,
  TEST_USER,
  type MockReply,
} from '../../../lib/testing/fetch-mock';
import { storeSession } from '../../../lib/testing/render-app';
import {
  CHECKOUT,
  NOTICE,
  renderWallet,
  walletServer as serveWallet,
} from '../test/wallet-harness';

let balance = 10;
let openSpy: ReturnType<typeof vi.fn>;

beforeEach(() => {
  balance = 10;
  storeSession(TEST_USER);
  openSpy = vi.fn(() => null);
  vi.stubGlobal('open', openSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function walletServer(deposit: MockReply, verify?: () => MockReply) {
  return serveWallet(deposit, verify, () => balance);
}

describe('WalletPage', () => {
  it('starts the deposit at what an upload lacked, when its Add Funds led here', async () => {
    walletServer({ body: {} });
    renderWallet({ depositAmount: 5.5 });
    expect(await screen.findByText('Your upload needs 5.50 more credits.')).toBeVisible();
    expect(screen.getByLabelText('Amount to deposit')).toHaveValue(5.5);
  });

  it('ignores a carried amount that is not a positive number', async () => {
    walletServer({ body: {} });
    renderWallet({ depositAmount: -3 });
    expect(await screen.findByRole('heading', { name: 'Wallet Management' })).toBeVisible();
    expect(screen.getByLabelText('Amount to deposit')).toHaveValue(null);
    expect(screen.queryByText(/Your upload needs/)).toBeNull();
  });

  it('shows the balance, with the texts of docs/product.md', async () => {
    walletServer({ body: {} });
    renderWallet();
    expect(await screen.findByRole('heading', { name: 'Wallet Management' })).toBeVisible();
    expect(screen.getByText('Manage your funds and transactions')).toBeVisible();
    expect(screen.getByText('Current Balance')).toBeVisible();
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('10.00');
    expect(
      screen.getByText('Funds will be added to your account after payment is confirmed.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'How It Works' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Refresh balance' })).toBeEnabled();
  });

  it('disables Deposit Funds at 0 or below, saying why next to the field', async () => {
    walletServer({ body: {} });
    renderWallet();
    const input = await screen.findByPlaceholderText('Enter amount to deposit');
    expect(input).toHaveAttribute('min', '0');
    const button = screen.getByRole('button', { name: 'Deposit Funds' });
    // At rest it is enabled (and looks it): pressed with nothing typed, it says what it needs.
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(input).toHaveAccessibleDescription('Enter an amount to deposit');
    await userEvent.type(input, '0');
    expect(button).toBeDisabled();
    expect(input).toHaveAccessibleDescription('Amount must be greater than 0');
    expect(input).toBeInvalid();
    await userEvent.clear(input);
    await userEvent.type(input, '-5');
    expect(button).toBeDisabled();
    expect(input).toHaveAccessibleDescription('Amount must be greater than 0');
  });

  it('deposits with a fresh idempotency key, opens checkout, then verifies on return', async () => {
    const { calls } = walletServer(
      { body: { checkout_url: CHECKOUT, payment_id: 'pay_123' } },
      () => ({ body: { status: 'paid', balance: 35 } }),
    );
    renderWallet();
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('10.00'));
    const input = screen.getByPlaceholderText('Enter amount to deposit');
    await userEvent.type(input, '25');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit Funds' }));

    await waitFor(() =>
      expect(openSpy).toHaveBeenCalledWith(CHECKOUT, '_blank', expect.any(String)),
    );
    const deposit = calls.find((c) => c.url.endsWith('/api/wallet/deposit'));
    const headers = deposit?.init.headers as Record<string, string>;
    expect(headers[IDEMPOTENCY_HEADER]).toMatch(/^\d{13}-[a-z0-9]{6,}$/);
    expect(sentJson(deposit?.init)).toEqual({ amount: 25 });
    expect(input).toHaveValue(null);
    expect(screen.getByRole('link', { name: 'continue to the payment page' })).toHaveAttribute(
      'href',
      CHECKOUT,
    );

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('35.00'));
    expect(screen.queryByText(NOTICE)).toBeNull();
    expect(calls.filter((c) => c.url.includes('/api/wallet/verify/')).length).toBe(1);
    // Issue 32, item 4: the completed deposit is confirmed, with its amount.
    expect(screen.getByRole('status')).toHaveTextContent(
      'Deposit complete: 25.00 credits were added to your wallet.',
    );
  });

  it('confirms a deposit only once it is paid, and drops the confirmation on the next deposit', async () => {
    let status = 'pending';
    walletServer({ body: { checkout_url: CHECKOUT, payment_id: 'pay_123' } }, () => ({
      body: status === 'paid' ? { status, balance: 22.5 } : { status },
    }));
    renderWallet();
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('10.00');
    const input = screen.getByPlaceholderText('Enter amount to deposit');
    await userEvent.type(input, '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit Funds' }));
    await waitFor(() => expect(openSpy).toHaveBeenCalled());

    // Back while the checkout is still open: nothing is confirmed yet.
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(screen.queryByText(NOTICE)).toBeVisible());
    expect(screen.queryByText(/Deposit complete/)).toBeNull();

    status = 'paid';
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByText(/Deposit complete/)).toHaveTextContent(
      'Deposit complete: 12.50 credits were added to your wallet.',
    );
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('22.50');

    await userEvent.type(input, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit Funds' }));
    await waitFor(() => expect(screen.queryByText(/Deposit complete/)).toBeNull());
  });

  it('uses a different key for every deposit', async () => {
    const { calls } = walletServer({ body: { checkout_url: CHECKOUT, payment_id: 'pay_123' } });
    renderWallet();
    const input = await screen.findByPlaceholderText('Enter amount to deposit');
    for (const amount of ['5', '6']) {
      await userEvent.type(input, amount);
      await userEvent.click(screen.getByRole('button', { name: 'Deposit Funds' }));
      await waitFor(() => expect(input).toHaveValue(null));
    }
    const keys = calls
      .filter((c) => c.url.endsWith('/api/wallet/deposit'))
      .map((c) => (c.init.headers as Record<string, string>)[IDEMPOTENCY_HEADER]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('shows the server message, or the fallback, when a deposit fails', async () => {
    walletServer({ status: 400, body: { code: 'VALIDATION_FAILED', message: 'Too much' } });
    renderWallet();
    const input = await screen.findByPlaceholderText('Enter amount to deposit');
    await userEvent.type(input, '7');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit Funds' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too much');
    expect(openSpy).not.toHaveBeenCalled();
  });

  // The deposit carries an Idempotency-Key, so a lost reply is asked again (with backoff) first.
  it(
    'says "Network error occurred" when the deposit gets no reply',
    { timeout: 20_000 },
    async () => {
      walletServer({ networkError: true });
      renderWallet();
      const input = await screen.findByPlaceholderText('Enter amount to deposit');
      await userEvent.type(input, '7');
      await userEvent.click(screen.getByRole('button', { name: 'Deposit Funds' }));
      expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
        'Network error occurred',
      );
    },
  );

  it('says "Failed to fetch balance" when the balance reply has no message', async () => {
    mockFetch(
      on('GET', '/api/auth/status', { body: TEST_USER }),
      on('GET', '/api/wallet/balance', { status: 500, body: 'oops' }),
    );
    renderWallet();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch balance');
  });

  it('refreshes the balance on demand', async () => {
    walletServer({ body: {} });
    renderWallet();
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('10.00');
    balance = 42;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('42.00'));
  });
});
