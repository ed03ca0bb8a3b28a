import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { WalletPage } from '../features/wallet/pages/wallet-page';
import { mockFetch, on, TEST_USER } from '../lib/testing/fetch-mock';
import { renderRoutes, storeSession } from '../lib/testing/render-app';
import { NavUser } from './nav-user';

beforeEach(() => {
  storeSession(TEST_USER);
  vi.stubGlobal(
    'open',
    vi.fn(() => null),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

it('shows the balance a verified deposit brings in the navigation bar too', async () => {
  let balance = 10;
  mockFetch(
    on('GET', '/api/auth/status', { body: TEST_USER }),
    on('GET', '/api/wallet/balance', () => ({ body: { balance, currency: 'credits' } })),
    on('POST', '/api/wallet/deposit', {
      body: { checkout_url: 'http://localhost:4000/checkout/pay_1', payment_id: 'pay_1' },
    }),
    on('GET', '/api/wallet/verify/pay_1', () => {
      balance = 35;
      return { body: { status: 'paid', balance: 35 } };
    }),
  );
  renderRoutes(
    [
      {
        path: '/wallet',
        element: (
          <>
            <NavUser />
            <WalletPage />
          </>
        ),
      },
    ],
    '/wallet',
  );
  await screen.findByText('10 credits');
  await userEvent.type(screen.getByPlaceholderText('Enter amount to deposit'), '25');
  await userEvent.click(screen.getByRole('button', { name: 'Deposit Funds' }));
  await screen.findByRole('link', { name: 'continue to the payment page' });

  act(() => {
    window.dispatchEvent(new Event('focus'));
  });
  // The navigation bar reads the same SWR key as the wallet page.
  await waitFor(() => expect(screen.getByText('35 credits')).toBeVisible());
});

it('leads from the signed-in name to the account page, marked as the current page there', async () => {
  mockFetch(
    on('GET', '/api/auth/status', { body: TEST_USER }),
    on('GET', '/api/wallet/balance', { body: { balance: 10, currency: 'credits' } }),
  );
  renderRoutes([{ path: '/account', element: <NavUser /> }], '/account');
  const link = await screen.findByRole('link', { name: `${TEST_USER.name}: Your account` });
  expect(link).toHaveAttribute('href', '/account');
  expect(link).toHaveAttribute('aria-current', 'page');
  expect(link).toHaveTextContent(TEST_USER.name);
});
