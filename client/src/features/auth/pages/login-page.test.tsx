import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on, TEST_USER } from '../../../lib/testing/fetch-mock';
import { renderRoutes } from '../../../lib/testing/render-app';
import { LoginPage } from './login-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/', element: <h1>Home page</h1> },
  { path: '/upload', element: <h1>Upload page</h1> },
  { path: '/verification-pending', element: <h1>Pending page</h1> },
];

async function signIn(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

const loginReply = (user: typeof TEST_USER) => ({
  body: { user, token: 'tok', tokenExpiry: 1_900_000_000_000 },
});

describe('LoginPage', { timeout: 15_000 }, () => {
  it('disables Sign In with "You are offline" while offline, and re-enables it when back', async () => {
    mockFetch();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderRoutes(routes, '/login');
    const button = await screen.findByRole('button', { name: 'Sign In' });
    expect(button).toBeDisabled();
    expect(screen.getByText('You are offline')).toBeVisible();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(button).toBeEnabled();
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('shows the fields, links, Google button and side panel', async () => {
    mockFetch();
    renderRoutes(routes, '/login');
    expect(await screen.findByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create New Account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(screen.getByText(/Google sign-in is not available yet/)).toBeVisible();
  });

  it('shows the validation messages beside the fields and sends nothing', async () => {
    const { calls } = mockFetch();
    renderRoutes(routes, '/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is required')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    // Nothing but the question whether Google sign-in is offered (GET /api/auth/google).
    expect(calls.filter((call) => !call.url.endsWith('/api/auth/google'))).toEqual([]);
  });

  it('says "Invalid email or password" on wrong credentials', async () => {
    mockFetch(
      on('POST', '/api/auth/login', {
        status: 401,
        body: { code: 'INVALID_CREDENTIALS', message: 'whatever the server says' },
      }),
    );
    renderRoutes(routes, '/login');
    await signIn('ada@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('goes back to the remembered origin after a verified login', async () => {
    mockFetch(on('POST', '/api/auth/login', loginReply(TEST_USER)));
    const { router } = renderRoutes(routes, '/');
    await router.navigate('/login', { state: { from: '/upload' } });
    await signIn('ada@example.com', 'right-password');
    expect(await screen.findByRole('heading', { name: 'Upload page' })).toBeVisible();
  });

  it('goes home after a verified login without an origin', async () => {
    mockFetch(on('POST', '/api/auth/login', loginReply(TEST_USER)));
    renderRoutes(routes, '/login');
    await signIn('ada@example.com', 'right-password');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeVisible();
  });

  it('goes to /verification-pending after an unverified login', async () => {
    mockFetch(on('POST', '/api/auth/login', loginReply({ ...TEST_USER, isEmailVerified: false })));
    renderRoutes(routes, '/login');
    await signIn('ada@example.com', 'right-password');
    expect(await screen.findByRole('heading', { name: 'Pending page' })).toBeVisible();
  });
});
