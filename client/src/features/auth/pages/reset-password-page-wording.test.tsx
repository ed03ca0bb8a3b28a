import { screen } from '@testing-library/react';
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
];

/** Opens `path` with a provider that accepts the new password; the calls it gets. */
function open(path: string) {
  const { calls } = mockFetch(
    on('POST', '/api/auth/reset-password', { body: { message: 'Changed' } }),
  );
  renderRoutes(routes, path);
  return calls;
}

/** Types a password twice and sends it, with the labels the page shows. */
async function setPassword(words: { password: string; confirm: string; submit: string }) {
  await userEvent.type(await screen.findByLabelText(words.password), 'a-password-of-mine');
  await userEvent.type(screen.getByLabelText(words.confirm), 'a-password-of-mine');
  await userEvent.click(screen.getByRole('button', { name: words.submit }));
}

describe('ResetPasswordPage: a reset, or a first password (issue 51)', { timeout: 15_000 }, () => {
  it('words a reset link as a reset, as before', async () => {
    open('/reset-password/tok-123');
    expect(await screen.findByRole('heading', { name: 'Choose a New Password' })).toBeVisible();
    expect(
      screen.getByText(
        'Pick a password of at least 8 characters. Every device signed in to your account will be signed out.',
      ),
    ).toBeVisible();
    expect(document.title).toMatch(/^Choose a New Password \|/);
    await setPassword({
      password: 'New password',
      confirm: 'Confirm new password',
      submit: 'Set New Password',
    });
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your password has been changed and every device that was signed in has been signed out. Sign in with your new password.',
    );
    expect(screen.queryByText(/Set a password|Password set/)).toBeNull();
  });

  it('words a set-password link (?set=1) as setting a first password, with the same call', async () => {
    const calls = open('/reset-password/tok-456?set=1');
    expect(await screen.findByRole('heading', { name: 'Set a password' })).toBeVisible();
    expect(screen.getByText(/^Choose a password of at least 8 characters/)).toBeVisible();
    expect(document.title).toMatch(/^Set a password \|/);
    expect(screen.queryByText(/New Password|new password/)).toBeNull();
    await setPassword({
      password: 'Password',
      confirm: 'Confirm password',
      submit: 'Set Password',
    });
    expect(await screen.findByRole('heading', { name: 'Password set' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      /you can now sign in with your e-mail address and this password/,
    );
    expect(screen.queryByText(/changed/)).toBeNull();
    const sent = calls.find((c) => c.url.endsWith('/api/auth/reset-password'));
    expect(sentJson(sent?.init)).toEqual({ token: 'tok-456', password: 'a-password-of-mine' });
    await userEvent.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeVisible();
  });

  it('says a used set-password link is used without the word reset, and leads to the account page', async () => {
    mockFetch(
      on('GET', '/api/auth/reset-password/tok-789', {
        status: 400,
        body: { code: 'RESET_TOKEN_USED', message: 'This reset link has already been used.' },
      }),
    );
    renderRoutes(
      [...routes, { path: '/account', element: <h1>Account page</h1> }],
      '/reset-password/tok-789?set=1',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has already been used.');
    expect(screen.queryByText(/reset/i)).toBeNull();
    await userEvent.click(
      screen.getByRole('link', { name: 'Ask for a new link on your account page' }),
    );
    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeVisible();
  });

  it("keeps the provider's words for a used reset link, and offers a new one", async () => {
    mockFetch(
      on('GET', '/api/auth/reset-password/tok-790', {
        status: 400,
        body: { code: 'RESET_TOKEN_USED', message: 'This reset link has already been used.' },
      }),
    );
    renderRoutes(routes, '/reset-password/tok-790');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link has already been used.',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
