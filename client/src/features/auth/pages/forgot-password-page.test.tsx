import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on, sentJson } from '../../../lib/testing/fetch-mock';
import { renderRoutes } from '../../../lib/testing/render-app';
import { ForgotPasswordPage } from './forgot-password-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/login', element: <h1>Login page</h1> },
];
const REPLY = { body: { message: 'If an account uses this address, we have sent it a link.' } };

describe('ForgotPasswordPage (issue 32, item 1)', { timeout: 15_000 }, () => {
  it('sends the address, then says to check the mailbox', async () => {
    const { calls } = mockFetch(on('POST', '/api/auth/forgot-password', REPLY));
    renderRoutes(routes, '/forgot-password');
    await userEvent.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'If an account uses ada@example.com, we have sent it a link to choose a new password.',
    );
    const sent = calls.find((c) => c.url.endsWith('/api/auth/forgot-password'));
    expect(sentJson(sent?.init)).toEqual({ email: 'ada@example.com' });

    await userEvent.click(screen.getByRole('button', { name: 'Send another link' }));
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeVisible();
  });

  it('says what is wrong with the address beside the field, without a call', async () => {
    const { fn } = mockFetch();
    renderRoutes(routes, '/forgot-password');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
    expect(fn).not.toHaveBeenCalled();
  });

  it('says how long to wait when the provider limits requests', async () => {
    mockFetch(
      on('POST', '/api/auth/forgot-password', {
        status: 429,
        headers: { 'Retry-After': '120' },
        body: { code: 'RATE_LIMITED', message: 'Too many', retryAfter: 120 },
      }),
    );
    renderRoutes(routes, '/forgot-password');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 120 seconds.',
    );
    expect(screen.queryByRole('heading', { name: 'Check your email' })).toBeNull();
  });
});
