import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on, TEST_USER } from '../../../lib/testing/fetch-mock';
import { renderRoutes, storeSession } from '../../../lib/testing/render-app';
import { VerifyEmailPage } from './verify-email-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/verify-email/:token', element: <VerifyEmailPage /> },
  { path: '/login', element: <h1>Login page</h1> },
  { path: '/verification-pending', element: <h1>Pending page</h1> },
];

describe('VerifyEmailPage', { timeout: 15_000 }, () => {
  it('verifies once even in StrictMode, then offers Go to Login', async () => {
    sessionStorage.setItem('pendingVerification', 'true');
    const { calls } = mockFetch(
      on('GET', '/api/auth/register/verify/tok-strict', { body: { verified: true, message: '' } }),
    );
    renderRoutes(routes, '/verify-email/tok-strict', { strict: true });
    expect(screen.getByRole('heading', { name: 'Verifying Your Email' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeVisible();
    expect(
      screen.getByText(
        'Your email has been successfully verified. You can now log in to your account.',
      ),
    ).toBeVisible();
    expect(calls.filter((c) => c.url.includes('/verify/')).length).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Go to Login' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeVisible();
    expect(sessionStorage.getItem('pendingVerification')).toBeNull();
  });

  it('marks a signed-in user and the stored data verified', async () => {
    storeSession({ ...TEST_USER, isEmailVerified: false });
    mockFetch(
      on('GET', '/api/auth/status', { body: { ...TEST_USER, isEmailVerified: false } }),
      on('GET', '/api/auth/register/verify/tok-signed', {
        body: { verified: true, message: 'Verified!' },
      }),
    );
    renderRoutes(routes, '/verify-email/tok-signed');
    expect(await screen.findByText('Verified!')).toBeVisible();
    const stored = JSON.parse(localStorage.getItem('auth_data') ?? '{}');
    expect(stored.user.isEmailVerified).toBe(true);
  });

  it('says a link opened again is already verified and offers sign-in, not a resend (issue 51, item 7)', async () => {
    mockFetch(
      on('GET', '/api/auth/register/verify/tok-again', {
        body: { verified: true, alreadyVerified: true, message: 'Already verified, sign in.' },
      }),
    );
    renderRoutes(routes, '/verify-email/tok-again');
    expect(await screen.findByRole('heading', { name: 'Email Already Verified' })).toBeVisible();
    expect(screen.getByText('Already verified, sign in.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Verification Failed' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Resend Verification' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Login' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeVisible();
  });

  it('shows the failure state with Resend Verification and Go to Login', async () => {
    mockFetch(
      on('GET', '/api/auth/register/verify/tok-bad', { body: { verified: false, message: '' } }),
    );
    renderRoutes(routes, '/verify-email/tok-bad');
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeVisible();
    expect(
      screen.getByText('We could not verify your email. The link may have expired or is invalid.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Resend Verification' })).toHaveAttribute(
      'href',
      '/verification-pending',
    );
    expect(screen.getByRole('button', { name: 'Go to Login' })).toBeVisible();
  });
});
