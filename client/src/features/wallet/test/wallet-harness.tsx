import { mockFetch, on, TEST_USER, type MockReply } from '../../../lib/testing/fetch-mock';
import { renderRoutes } from '../../../lib/testing/render-app';
import { WalletPage } from '../pages/wallet-page';

/** The checkout page a deposit opens in the wallet's tests. */
export const CHECKOUT = 'http://localhost:4000/checkout/pay_123';

/** The "opened in a new tab" notice of a deposit whose checkout is open. */
export const NOTICE = /payment page opened in a new tab/;

/** The wallet page; `state`: what the navigation to it carried (an upload's "Add Funds"). */
export function renderWallet(state?: unknown) {
  return renderRoutes(
    [{ path: '/wallet', element: <WalletPage /> }],
    state === undefined ? '/wallet' : { pathname: '/wallet', state },
  );
}

/** The provider of a signed-in test user: balance, one deposit (pay_123) and its verification. */
export function walletServer(
  deposit: MockReply,
  verify?: () => MockReply,
  balance: () => number = () => 10,
) {
  return mockFetch(
    on('GET', '/api/auth/status', { body: TEST_USER }),
    on('GET', '/api/wallet/balance', () => ({ body: { balance: balance(), currency: 'credits' } })),
    on('POST', '/api/wallet/deposit', deposit),
    on('GET', '/api/wallet/verify/pay_123', verify ?? (() => ({ body: { status: 'pending' } }))),
  );
}
