import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on, sentJson } from '../../../lib/testing/fetch-mock';
import { renderRoutes } from '../../../lib/testing/render-app';
import { RegisterPage } from './register-page';
import { VerificationPendingPage } from './verification-pending-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/verification-pending', element: <h1>Pending page</h1> },
];

async function fill(values: { name: string; email: string; password: string; confirm: string }) {
  await userEvent.type(await screen.findByLabelText('Full Name'), values.name);
  await userEvent.type(screen.getByLabelText('Email'), values.email);
  await userEvent.type(screen.getByLabelText('Password'), values.password);
  await userEvent.type(screen.getByLabelText('Confirm Password'), values.confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('RegisterPage', { timeout: 15_000 }, () => {
  it('has an e-mail field of e-mail type, a sign-in link and the side panel', async () => {
    mockFetch();
    renderRoutes(routes, '/register');
    expect(await screen.findByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('heading', { name: 'Join Our Community!' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  });

  it('says "Passwords do not match" and sends nothing', async () => {
    const { calls } = mockFetch();
    renderRoutes(routes, '/register');
    await fill({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'long-password',
      confirm: 'other-password',
    });
    expect(screen.getByText('Passwords do not match')).toBeVisible();
    // Nothing but the question whether Google sign-in is offered (GET /api/auth/google).
    expect(calls.filter((call) => !call.url.endsWith('/api/auth/google'))).toEqual([]);
  });

  it('shows the success message, then goes to /verification-pending after 2 s', async () => {
    const { calls } = mockFetch(
      on('POST', '/api/auth/register', {
        status: 201,
        body: { message: 'Check your inbox, Ada.' },
      }),
    );
    renderRoutes(routes, '/register');
    await fill({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'long-password',
      confirm: 'long-password',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Check your inbox, Ada.');
    expect(screen.getByRole('button', { name: 'Registration Successful' })).toBeDisabled();
    // The POST (a GET for the XSRF token may come first).
    const post = calls.find((call) => call.init.method === 'POST');
    expect(sentJson(post?.init)).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'long-password',
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(
      await screen.findByRole('heading', { name: 'Pending page' }, { timeout: 3000 }),
    ).toBeVisible();
  });

  it('lands on a pending page whose resend waits out the minute since the registration e-mail', async () => {
    mockFetch(on('POST', '/api/auth/register', { status: 201, body: { message: 'Sent.' } }));
    renderRoutes(
      [
        { path: '/register', element: <RegisterPage /> },
        { path: '/verification-pending', element: <VerificationPendingPage /> },
      ],
      '/register',
    );
    await fill({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'long-password',
      confirm: 'long-password',
    });
    const resend = await screen.findByRole(
      'button',
      { name: 'Resend Verification Email' },
      { timeout: 3000 },
    );
    expect(resend).toBeDisabled();
    // Registered about 2 s ago (the redirect's delay): 58 s left, give or take the test's own time.
    expect(screen.getByText(/^You can request another email in 5[78] s\.$/)).toBeVisible();
  });

  it('shows the server error in a red box', async () => {
    mockFetch(
      on('POST', '/api/auth/register', {
        status: 409,
        body: { code: 'EMAIL_TAKEN', message: 'An account with this email already exists' },
      }),
    );
    renderRoutes(routes, '/register');
    await fill({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'long-password',
      confirm: 'long-password',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists',
    );
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });
});
