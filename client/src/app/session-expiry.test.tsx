import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on, TEST_USER } from '../lib/testing/fetch-mock';
import { renderRoutes, storeSession } from '../lib/testing/render-app';
import { routes } from './routes';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Pages are lazy chunks: the first render of each may take a moment under load. */
const LAZY = { timeout: 10_000 };
/** The stories and poems rows' empty page, as the contract shapes it. */
const EMPTY_PAGE = { page: 1, pages: 0, total: 0, limit: 10 };

const bearerOf = (init: RequestInit) =>
  (init.headers as Record<string, string> | undefined)?.Authorization ?? '';

describe('a 401 to the session token', { timeout: 20_000 }, () => {
  it('ends the session, sends the user to /login and returns them after signing in', async () => {
    storeSession(TEST_USER, 'expired-token');
    const { calls } = mockFetch(
      on('GET', '/api/auth/status', { body: TEST_USER }),
      (url, init) => {
        if (!url.endsWith('/api/wallet/balance')) return undefined;
        return bearerOf(init) === 'Bearer expired-token'
          ? { status: 401, body: { code: 'UNAUTHORIZED', message: 'Session expired' } }
          : { body: { balance: 42, currency: 'credits' } };
      },
      on('POST', '/api/auth/login', {
        body: { user: TEST_USER, token: 'fresh-token', tokenExpiry: 1_900_000_000_000 },
      }),
    );
    const { router } = renderRoutes(routes, '/wallet?tab=history');

    expect(
      await screen.findByText('Your session has expired. Please sign in again.', {}, LAZY),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('auth_data')).toBeNull();

    await userEvent.type(screen.getByLabelText('Email'), TEST_USER.email);
    await userEvent.type(screen.getByLabelText('Password'), 'a-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByRole('heading', { name: 'Wallet Management' }, LAZY),
    ).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/wallet?tab=history',
    );
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('42.00'));
    expect(calls.filter((c) => c.url.endsWith('/api/wallet/balance')).length).toBeGreaterThan(1);
  });

  it('signs out at start-up when the stored token is refused, and says why on /login', async () => {
    storeSession(TEST_USER, 'old-token');
    mockFetch(
      on('GET', '/api/auth/status', { status: 401, body: { code: 'UNAUTHORIZED', message: 'x' } }),
      // The home page's loader starts its reads with the navigation, before the status call ends.
      on('GET', '/api/videos/featured', { body: [] }),
      on('GET', '/api/audios/random', { body: [] }),
      on('GET', '/api/books/random', { body: [] }),
      on('GET', '/api/stories', { body: { stories: [], pagination: EMPTY_PAGE } }),
      on('GET', '/api/poems', { body: { poems: [], pagination: EMPTY_PAGE } }),
    );
    const { router } = renderRoutes(routes, '/');
    expect(
      await screen.findByText('Your session has expired. Please sign in again.', {}, LAZY),
    ).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: '/' });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('does not count a 401 to a call made without a token (wrong password)', async () => {
    mockFetch(
      on('POST', '/api/auth/login', {
        status: 401,
        body: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' },
      }),
    );
    const { router } = renderRoutes(routes, '/login');
    await userEvent.type(await screen.findByLabelText('Email', {}, LAZY), 'a@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.queryByText(/session has expired/)).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });
});
