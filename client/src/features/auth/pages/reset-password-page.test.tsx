import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on, sentJson } from '../../../lib/testing/fetch-mock';
import { renderRoutes } from '../../../lib/testing/render-app';
import { ResetPasswordPage } from './reset-password-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/reset-password/:token', element: <ResetPasswordPage /> },
  { path: '/login', element: <h1>Login page</h1> },
  { path: '/forgot-password', element: <h1>Forgot page</h1> },
];

async function fill(password: string, confirm = password) {
  // The form shows once the link's check has answered (here 404, or the route's reply).
  await userEvent.type(await screen.findByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
}

describe('ResetPasswordPage (issue 32, item 1)', { timeout: 15_000 }, () => {
  it('sends the token and the new password, then leads to sign-in', async () => {
    const { calls } = mockFetch(
      on('POST', '/api/auth/reset-password', { body: { message: 'Changed' } }),
    );
    renderRoutes(routes, '/reset-password/tok-123');
    await fill('a-new-password');
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeVisible();
    const sent = calls.find((c) => c.url.endsWith('/api/auth/reset-password'));
    expect(sentJson(sent?.init)).toEqual({ token: 'tok-123', password: 'a-new-password' });
    await userEvent.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeVisible();
  });

  it('applies the register rules and the confirmation before any call', async () => {
    const { calls } = mockFetch();
    renderRoutes(routes, '/reset-password/tok-123');
    await fill('short');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    );
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await fill('long-enough-1', 'long-enough-2');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    // Only the link's check went out (answered 404 here, as by a provider without that call).
    expect(calls.map((c) => new URL(c.url, 'http://localhost').pathname)).toEqual([
      '/api/auth/reset-password/tok-123',
    ]);
  });

  it.each([
    ['RESET_TOKEN_USED', 'This reset link has already been used.'],
    ['RESET_TOKEN_EXPIRED', 'This reset link has expired. Please request a new one.'],
  ])('says a link refused with %s cannot be used as soon as it opens', async (code, message) => {
    mockFetch(
      on('GET', '/api/auth/reset-password/tok-old', { status: 400, body: { code, message } }),
    );
    renderRoutes(routes, '/reset-password/tok-old');
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  });

  it('shows the form anyway when the check has not answered within 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise<Response>(() => {})),
      );
      renderRoutes(routes, '/reset-password/tok-slow');
      expect(screen.getByRole('status')).toHaveTextContent('Checking your link');
      act(() => {
        vi.advanceTimersByTime(3000);
      });
      expect(await screen.findByLabelText('New password')).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the form for a link the provider says still works', async () => {
    const { calls } = mockFetch(
      on('GET', '/api/auth/reset-password/tok-123', {
        body: { expiresAt: '2026-11-27T23:00:00.000Z' },
      }),
    );
    renderRoutes(routes, '/reset-password/tok-123');
    // Until the check answers, the page says it is checking, with no form to type into yet.
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link');
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Set New Password' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Choose a New Password' })).toBeVisible();
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['RESET_TOKEN_EXPIRED', 'This reset link has expired. Please request a new one.'],
    ['RESET_TOKEN_USED', 'This reset link has already been used.'],
    ['RESET_TOKEN_INVALID', 'This reset link is invalid or has been replaced by a newer one.'],
  ])('offers a new link for %s', async (code, message) => {
    mockFetch(on('POST', '/api/auth/reset-password', { status: 400, body: { code, message } }));
    renderRoutes(routes, '/reset-password/tok-old');
    await fill('a-new-password');
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    await userEvent.click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(await screen.findByRole('heading', { name: 'Forgot page' })).toBeVisible();
  });

  it('keeps the form for a failure the link is not to blame for', async () => {
    mockFetch(on('POST', '/api/auth/reset-password', { networkError: true }));
    renderRoutes(routes, '/reset-password/tok-123');
    await fill('a-new-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The request could not be sent. Check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Set New Password' })).toBeEnabled();
  });
});
