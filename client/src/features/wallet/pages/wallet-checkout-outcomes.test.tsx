import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_USER } from '../../../lib/testing/fetch-mock';
import { storeSession } from '../../../lib/testing/render-app';
import { CHECKOUT, NOTICE, renderWallet, walletServer } from '../test/wallet-harness';

let openSpy: ReturnType<typeof vi.fn>;

beforeEach(() => {
  storeSession(TEST_USER);
  openSpy = vi.fn(() => null);
  vi.stubGlobal('open', openSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Records whether the declined box and the "opened in a new tab" notice were ever on screen together. */
function watchForBoth() {
  let seen = false;
  const check = () => {
    const alert = screen.queryByRole('alert');
    if (alert?.textContent.includes('declined') && screen.queryByText(NOTICE)) seen = true;
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return {
    get seen() {
      check();
      return seen;
    },
    stop: () => observer.disconnect(),
  };
}

/** Deposits 25 credits, then comes back to the tab while checkout says `status`. */
async function depositAndReturn(status: string) {
  const server = walletServer({ body: { checkout_url: CHECKOUT, payment_id: 'pay_123' } }, () => ({
    body: { status },
  }));
  renderWallet();
  expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('10.00');
  await userEvent.type(screen.getByPlaceholderText('Enter amount to deposit'), '25');
  await userEvent.click(screen.getByRole('button', { name: 'Deposit Funds' }));
  await waitFor(() => expect(openSpy).toHaveBeenCalled());
  expect(await screen.findByText(NOTICE)).toBeVisible();
  return server;
}

const comeBack = () =>
  act(() => {
    window.dispatchEvent(new Event('focus'));
  });

describe('WalletPage: what became of a checkout', () => {
  it('shows a declined payment, stops checking it and credits nothing', async () => {
    const { calls } = await depositAndReturn('declined');
    const both = watchForBoth();

    // Back within the notice's 5 seconds: the outcome replaces the notice in the same render.
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your payment was declined. No funds were added to your wallet.',
    );
    expect(screen.queryByText(NOTICE)).toBeNull();
    expect(both.seen).toBe(false);
    both.stop();
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('10.00');
    // Settled: a later return to the tab does not ask again.
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(calls.filter((c) => c.url.includes('/api/wallet/verify/')).length).toBe(1);
  });

  it('says "Payment cancelled" for a cancelled checkout, and credits nothing (issue 51, item 7)', async () => {
    const { calls } = await depositAndReturn('cancelled');
    comeBack();
    expect(
      await screen.findByText('Payment cancelled. No funds were added to your wallet.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByText(NOTICE)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('10.00');
    // Settled: the next return asks nothing; the next deposit takes the message away.
    comeBack();
    expect(calls.filter((c) => c.url.includes('/api/wallet/verify/')).length).toBe(1);
    await userEvent.type(screen.getByPlaceholderText('Enter amount to deposit'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit Funds' }));
    await waitFor(() => expect(screen.queryByText(/Payment cancelled/)).toBeNull());
  });

  it('says a checkout left open until it expired added nothing', async () => {
    await depositAndReturn('expired');
    comeBack();
    expect(
      await screen.findByText(
        'The payment expired before it was completed. No funds were added to your wallet.',
      ),
    ).toHaveAttribute('role', 'status');
  });
});
