import { screen, waitFor } from '@testing-library/react';
import { Outlet, useLocation, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on, TEST_USER } from '../lib/testing/fetch-mock';
import { renderRoutes, storeSession } from '../lib/testing/render-app';
import { RequireSession, RequireUser, UnverifiedGate, VisitorOnly } from './guards';
import { Layout } from './layout';

afterEach(() => {
  vi.unstubAllGlobals();
});

function LoginStub() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return <h1>Login page{from ? ` from ${from}` : ''}</h1>;
}

const routes: RouteObject[] = [
  {
    element: (
      <UnverifiedGate>
        <Outlet />
      </UnverifiedGate>
    ),
    children: [
      { path: '/', element: <h1>Home page</h1> },
      {
        path: '/login',
        element: (
          <VisitorOnly>
            <LoginStub />
          </VisitorOnly>
        ),
      },
      {
        path: '/wallet',
        element: (
          <RequireUser>
            <h1>Wallet page</h1>
          </RequireUser>
        ),
      },
      {
        path: '/upload',
        element: (
          <RequireSession>
            <h1>Upload page</h1>
          </RequireSession>
        ),
      },
      { path: '/verification-pending', element: <h1>Pending page</h1> },
      { path: '/verify-email/:token', element: <h1>Verify page</h1> },
    ],
  },
];

/** The real layout holds routes back until the start-up status check settles. */
const withLayout: RouteObject[] = [{ element: <Layout />, children: routes }];

function signedIn(user = TEST_USER) {
  storeSession(user);
  mockFetch(
    on('GET', '/api/auth/status', { body: user }),
    on('GET', '/api/wallet/balance', { body: { balance: 12.5, currency: 'credits' } }),
  );
}

describe('route guards', () => {
  it('sends a visitor from /wallet to /login', async () => {
    mockFetch();
    renderRoutes(withLayout, '/wallet');
    expect(await screen.findByRole('heading', { name: 'Login page from /wallet' })).toBeVisible();
  });

  it('sends a visitor from /upload to /login remembering the origin', async () => {
    mockFetch();
    renderRoutes(withLayout, '/upload?type=poem');
    expect(
      await screen.findByRole('heading', { name: 'Login page from /upload?type=poem' }),
    ).toBeVisible();
  });

  it('lets a signed-in user reach /wallet and /upload', async () => {
    signedIn();
    const { router } = renderRoutes(withLayout, '/wallet');
    expect(await screen.findByRole('heading', { name: 'Wallet page' })).toBeVisible();
    await router.navigate('/upload');
    expect(await screen.findByRole('heading', { name: 'Upload page' })).toBeVisible();
  });

  it('refuses /upload when the token is gone even though a user is loaded', async () => {
    signedIn();
    const { router } = renderRoutes(withLayout, '/wallet');
    await screen.findByRole('heading', { name: 'Wallet page' });
    localStorage.removeItem('token');
    await router.navigate('/upload');
    expect(await screen.findByRole('heading', { name: 'Login page from /upload' })).toBeVisible();
  });

  it('sends a signed-in user away from /login to /', async () => {
    signedIn();
    renderRoutes(withLayout, '/login');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeVisible();
  });

  it('keeps an unverified user at /verification-pending but allows /verify-email', async () => {
    signedIn({ ...TEST_USER, isEmailVerified: false });
    const { router } = renderRoutes(withLayout, '/wallet');
    expect(await screen.findByRole('heading', { name: 'Pending page' })).toBeVisible();
    await router.navigate('/verify-email/abc');
    expect(await screen.findByRole('heading', { name: 'Verify page' })).toBeVisible();
  });

  it('shows a full-screen spinner until the status check answers', async () => {
    storeSession(TEST_USER);
    let answer: (value: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    renderRoutes(withLayout, '/');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading', { name: 'Home page' })).toBeNull();
    // The status call goes once its contract has loaded (docs/decisions/0448).
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    answer(new Response(JSON.stringify(TEST_USER), { status: 200 }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeVisible();
  });
});
