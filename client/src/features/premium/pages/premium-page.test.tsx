import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on, sentJson, TEST_USER } from '../../../lib/testing/fetch-mock';
import { renderRoutes, storeSession } from '../../../lib/testing/render-app';
import { PremiumPage } from './premium-page';

const PLANS = {
  monthly: {
    id: 'monthly',
    name: 'Premium Monthly',
    price: 9.99,
    currency: 'USD',
    interval: 'month',
    features: ['No ads'],
  },
};

const routes = [
  { path: '/premium', element: <PremiumPage /> },
  { path: '/login', element: <h1>Login page</h1> },
];

let openSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  openSpy = vi.fn(() => null);
  vi.stubGlobal('open', openSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PremiumPage', () => {
  it('sends a visitor who subscribes to /login', async () => {
    mockFetch(on('GET', '/api/subscriptions/plans', { body: PLANS }));
    renderRoutes(routes, '/premium');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Subscribe to Premium Monthly' }),
    );
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeVisible();
  });

  it('subscribes a signed-in user and opens the checkout in a new tab', async () => {
    storeSession(TEST_USER);
    const { calls } = mockFetch(
      on('GET', '/api/auth/status', { body: TEST_USER }),
      on('GET', '/api/subscriptions/plans', { body: PLANS }),
      on('POST', '/api/subscriptions/subscribe', {
        body: { checkout_url: 'http://localhost:4000/checkout/sub_1', session_id: 'sub_1' },
      }),
    );
    renderRoutes(routes, '/premium');
    expect(await screen.findByText('9.99 USD')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe to Premium Monthly' }));
    await vi.waitFor(() =>
      expect(openSpy).toHaveBeenCalledWith(
        'http://localhost:4000/checkout/sub_1',
        '_blank',
        expect.any(String),
      ),
    );
    const sent = calls.find((c) => c.url.endsWith('/api/subscriptions/subscribe'));
    expect(sentJson(sent?.init)).toEqual({ planId: 'monthly' });
  });
});
