import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on, sentJson, TEST_USER } from '../../../lib/testing/fetch-mock';
import { renderRoutes } from '../../../lib/testing/render-app';
import { GoogleCallbackPage } from '../pages/google-callback-page';
import { LoginPage } from '../pages/login-page';
import { RegisterPage } from '../pages/register-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const START = 'http://provider.test/api/auth/google/start';
const declared = on('GET', '/api/auth/google', { body: { startUrl: START } });

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/auth/google/callback', element: <GoogleCallbackPage /> },
  { path: '/', element: <h1>Home page</h1> },
];

describe('Continue with Google (issue 32, item 2)', { timeout: 15_000 }, () => {
  it.each(['/login', '/register'])(
    'on %s, links to the provider when it declares Google sign-in',
    async (path) => {
      mockFetch(declared);
      renderRoutes(routes, path);
      const link = await screen.findByRole('link', { name: 'Continue with Google' });
      expect(link).toHaveAttribute('href', START);
      expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    },
  );

  it('keeps the inert button and its note when the provider does not declare it (404)', async () => {
    const { calls } = mockFetch();
    renderRoutes(routes, '/login');
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/auth/google'))).toBe(true));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(screen.getByText(/Google sign-in is not available yet/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).toBeNull();
  });

  it('says on /login why a Google sign-in came back without a session', async () => {
    mockFetch(declared);
    renderRoutes(routes, '/login?google=cancelled');
    expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in was cancelled.');
  });

  it('trades the code in the fragment for a session, stores it and goes home', async () => {
    const { calls } = mockFetch(
      on('POST', '/api/auth/google/session', {
        body: { user: TEST_USER, token: 'google-tok', tokenExpiry: 1_900_000_000_000 },
      }),
    );
    const { router } = renderRoutes(routes, '/auth/google/callback#code=one-time');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeVisible();
    const sent = calls.find((c) => c.url.endsWith('/api/auth/google/session'));
    expect(sentJson(sent?.init)).toEqual({ code: 'one-time' });
    expect(localStorage.getItem('token')).toBe('google-tok');
    expect(router.state.location.hash).toBe('');
  });

  it('says so when the code is refused, with a way back to Sign In', async () => {
    mockFetch(
      on('POST', '/api/auth/google/session', {
        status: 400,
        body: {
          code: 'SIGN_IN_CODE_INVALID',
          message: 'This Google sign-in has expired. Please try again.',
        },
      }),
    );
    renderRoutes(routes, '/auth/google/callback#code=used');
    expect(await screen.findByRole('alert')).toHaveTextContent('This Google sign-in has expired.');
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
