import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavUser } from './nav-user';
import { mockFetch, on, sentJson, TEST_USER } from '../lib/testing/fetch-mock';
import { renderRoutes, storeSession } from '../lib/testing/render-app';
import { getStoredToken } from '../lib/storage/storage-keys';
import { AccountPage } from '../features/account/pages/account-page';
import { LoginPage } from '../features/auth/pages/login-page';

beforeEach(() => {
  storeSession(TEST_USER);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const accountRoute = {
  path: '/account',
  element: (
    <>
      <NavUser />
      <AccountPage />
    </>
  ),
};

const routes = [
  accountRoute,
  { path: '/login', element: <h1>Login page</h1> },
  { path: '/my-uploads', element: <h1>My uploads page</h1> },
];

const signedIn = [
  on('GET', '/api/auth/status', { body: TEST_USER }),
  on('GET', '/api/wallet/balance', { body: { balance: 10, currency: 'credits' } }),
];

async function fillPassword(current: string, next: string, confirm = next) {
  if (current) await userEvent.type(screen.getByLabelText('Current password'), current);
  await userEvent.type(screen.getByLabelText('New password'), next);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('AccountPage (issue 32, item 3)', { timeout: 20_000 }, () => {
  it('renames the user and the bar shows the new name at once', async () => {
    const { calls } = mockFetch(
      ...signedIn,
      on('POST', '/api/account/name', { body: { ...TEST_USER, name: 'Ada Renamed' } }),
    );
    renderRoutes(routes, '/account');
    const field = await screen.findByLabelText('Name');
    expect(field).toHaveValue(TEST_USER.name);
    await userEvent.clear(field);
    await userEvent.type(field, '  Ada Renamed ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Name' }));
    expect(await screen.findByText('Name saved.')).toBeVisible();
    const sent = calls.find((c) => c.url.endsWith('/api/account/name'));
    expect(sentJson(sent?.init)).toEqual({ name: 'Ada Renamed' });
    expect(screen.getByRole('link', { name: 'Ada Renamed: Your account' })).toBeVisible();
  });

  it('says an empty name is required, without a call', async () => {
    const { calls } = mockFetch(...signedIn);
    renderRoutes(routes, '/account');
    await userEvent.clear(await screen.findByLabelText('Name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Name' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(calls.some((c) => c.url.endsWith('/api/account/name'))).toBe(false);
  });

  it('changes the password with the current one and clears the form', async () => {
    const { calls } = mockFetch(
      ...signedIn,
      on('POST', '/api/account/password', { body: { message: 'Changed' } }),
    );
    renderRoutes(routes, '/account');
    await screen.findByLabelText('Current password');
    await fillPassword('old-password', 'a-new-password');
    expect(await screen.findByText('Password changed.')).toBeVisible();
    const sent = calls.find((c) => c.url.endsWith('/api/account/password'));
    expect(sentJson(sent?.init)).toEqual({
      currentPassword: 'old-password',
      newPassword: 'a-new-password',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('says a wrong current password next to that field, and stays signed in', async () => {
    mockFetch(
      ...signedIn,
      on('POST', '/api/account/password', {
        status: 400,
        body: { code: 'WRONG_PASSWORD', message: 'The current password is not correct.' },
      }),
    );
    renderRoutes(routes, '/account');
    await screen.findByLabelText('Current password');
    await fillPassword('wrong-password', 'a-new-password');
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
        'The current password is not correct.',
      ),
    );
    expect(screen.queryByText('Password changed.')).toBeNull();
    expect(getStoredToken()).not.toBeNull();
  });

  it('applies the register rules and the confirmation before any call', async () => {
    const { calls } = mockFetch(...signedIn);
    renderRoutes(routes, '/account');
    await screen.findByLabelText('Current password');
    await fillPassword('', 'short');
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Password is required',
    );
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    );
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await fillPassword('old-password', 'long-enough-1', 'long-enough-2');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    // The same password as the current one is no change.
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      await userEvent.clear(screen.getByLabelText(label));
    }
    await fillPassword('same-password-1', 'same-password-1', 'same-password-1');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'The new password must differ from the current one',
    );
    expect(calls.some((c) => c.url.endsWith('/api/account/password'))).toBe(false);
  });

  it('signs out of all devices only after the confirmation, then lands on /login signed out', async () => {
    const { calls } = mockFetch(
      ...signedIn,
      on('POST', '/api/account/sign-out-everywhere', { body: { message: 'Signed out' } }),
    );
    renderRoutes(routes, '/account');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out of all devices' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out of all devices?' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(dialog).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/sign-out-everywhere'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeVisible();
    expect(calls.filter((c) => c.url.endsWith('/sign-out-everywhere'))).toHaveLength(1);
    // No logout call with the revoked token (it would read as an expired session).
    expect(calls.some((c) => c.url.endsWith('/api/auth/logout'))).toBe(false);
    expect(getStoredToken()).toBeNull();
  });

  it('links to My uploads', async () => {
    mockFetch(...signedIn);
    renderRoutes(routes, '/account');
    await userEvent.click(await screen.findByRole('link', { name: 'My uploads' }));
    expect(await screen.findByRole('heading', { name: 'My uploads page' })).toBeVisible();
  });

  it('says on /login that every device was signed out', async () => {
    mockFetch(
      ...signedIn,
      on('POST', '/api/account/sign-out-everywhere', { body: { message: 'Signed out' } }),
    );
    renderRoutes([accountRoute, { path: '/login', element: <LoginPage /> }], '/account');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out of all devices' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'You have been signed out of all devices. Sign in again to continue.',
    );
  });
});

describe(
  'AccountPage of an account without a password (issue 51, item 1)',
  { timeout: 20_000 },
  () => {
    const googleUser = { ...TEST_USER, hasPassword: false };
    const googleSignedIn = [
      on('GET', '/api/auth/status', { body: googleUser }),
      on('GET', '/api/wallet/balance', { body: { balance: 10, currency: 'credits' } }),
    ];
    beforeEach(() => {
      storeSession(googleUser);
    });

    it('offers "Set a password" by a mailed link instead of the change form', async () => {
      const { calls } = mockFetch(
        ...googleSignedIn,
        on('POST', '/api/auth/forgot-password', { body: { message: 'If it exists, it is sent.' } }),
      );
      renderRoutes(routes, '/account');
      expect(await screen.findByRole('heading', { name: 'Set a password' })).toBeVisible();
      expect(screen.queryByLabelText('Current password')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Change Password' })).toBeNull();

      await userEvent.click(screen.getByRole('button', { name: 'Email me a link' }));
      expect(await screen.findByText(/We have sent a link to ada@example\.com\./)).toBeVisible();
      const sent = calls.filter((c) => c.url.endsWith('/api/auth/forgot-password'));
      expect(sent).toHaveLength(1);
      expect(sentJson(sent[0]?.init)).toEqual({ email: TEST_USER.email });
      expect(screen.getByRole('button', { name: 'Send another link' })).toBeEnabled();
    });

    it('says why when the link could not be sent', async () => {
      mockFetch(
        ...googleSignedIn,
        on('POST', '/api/auth/forgot-password', {
          status: 429,
          body: { code: 'RATE_LIMITED', message: 'Too many requests. Try again in a minute.' },
        }),
      );
      renderRoutes(routes, '/account');
      await userEvent.click(await screen.findByRole('button', { name: 'Email me a link' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Too many requests. Try again in a minute.',
      );
      expect(screen.queryByText(/We have sent a link/)).toBeNull();
    });
  },
);
