import { RETRY_AFTER_HEADER } from '@inkreel/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on, sentJson, type MockReply } from '../../../lib/testing/fetch-mock';
import { renderRoutes } from '../../../lib/testing/render-app';
import { VerificationPendingPage } from './verification-pending-page';

beforeEach(() => {
  // As left by a registration: no token, the e-mail remembered for this browser session.
  sessionStorage.setItem('pendingVerification', 'true');
  sessionStorage.setItem('pendingVerificationEmail', 'ada@example.com');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/verification-pending', element: <VerificationPendingPage /> },
  { path: '/login', element: <h1>Login page</h1> },
  { path: '/register', element: <h1>Register page</h1> },
];

function resendReplies(reply: MockReply) {
  return mockFetch(on('POST', '/api/auth/register/resend-verification', reply));
}

async function resend() {
  await userEvent.click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
}

describe('VerificationPendingPage', { timeout: 15_000 }, () => {
  it('names the address, offers Logout and the spam hint', async () => {
    mockFetch();
    renderRoutes(routes, '/verification-pending');
    expect(await screen.findByText('ada@example.com')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(screen.getByText(/check your spam/i)).toBeVisible();
  });

  it('resends, shows the server message and starts a 60 s countdown', async () => {
    const { calls } = resendReplies({ body: { message: 'Sent again!' } });
    renderRoutes(routes, '/verification-pending');
    await resend();
    expect(await screen.findByRole('status')).toHaveTextContent('Sent again!');
    const post = calls.find((call) => call.init.method === 'POST');
    expect(sentJson(post?.init)).toEqual({ email: 'ada@example.com' });
    expect(screen.getByRole('button', { name: 'Resend Verification Email' })).toBeDisabled();
    expect(screen.getByText('You can request another email in 60 s.')).toBeVisible();
    // The first tick comes a second later: wait a little longer than that.
    expect(
      await screen.findByText('You can request another email in 59 s.', {}, { timeout: 2000 }),
    ).toBeVisible();
  });

  it("counts down the provider's wait, with no frozen second number, when a resend comes too early", async () => {
    const text = 'Please wait 42 seconds before requesting another email';
    resendReplies({
      status: 429,
      headers: { [RETRY_AFTER_HEADER]: '42' },
      body: { code: 'RATE_LIMITED', message: text, error: text, retryAfter: 42 },
    });
    const view = renderRoutes(routes, '/verification-pending');
    await resend();
    expect(await screen.findByText('You can request another email in 42 s.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resend Verification Email' })).toBeDisabled();
    // The countdown line is the only number: the provider's text would not move with it.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Please wait/)).toBeNull();
    expect(
      await screen.findByText('You can request another email in 41 s.', {}, { timeout: 2000 }),
    ).toBeVisible();
    // And a reload keeps counting from the provider's wait.
    view.unmount();
    renderRoutes(routes, '/verification-pending');
    expect(await screen.findByText(/You can request another email in 4[01] s\./)).toBeVisible();
  });

  it('after registering, counts the cooldown from the registration e-mail, across a reload', async () => {
    // As left by a registration 2 s ago (its reply, then the 2 s before this page).
    sessionStorage.setItem('pendingVerificationSentAt', String(Date.now() - 2000));
    const { fn } = resendReplies({ body: { message: 'Sent again!' } });
    const view = renderRoutes(routes, '/verification-pending');
    const button = await screen.findByRole('button', { name: 'Resend Verification Email' });
    expect(button).toBeDisabled();
    expect(screen.getByText('You can request another email in 58 s.')).toBeVisible();
    expect(
      await screen.findByText('You can request another email in 57 s.', {}, { timeout: 2000 }),
    ).toBeVisible();
    await userEvent.click(button);
    expect(fn).not.toHaveBeenCalled();

    view.unmount();
    renderRoutes(routes, '/verification-pending');
    expect(await screen.findByText(/You can request another email in 5[67] s\./)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resend Verification Email' })).toBeDisabled();
  });

  it('offers the resend once the minute since registration has passed', async () => {
    sessionStorage.setItem('pendingVerificationSentAt', String(Date.now() - 58_500));
    const { calls } = resendReplies({ body: { message: 'Sent again!' } });
    renderRoutes(routes, '/verification-pending');
    const button = await screen.findByRole('button', { name: 'Resend Verification Email' });
    expect(button).toBeDisabled();
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 3000 });
    expect(screen.queryByText(/You can request another email/)).toBeNull();
    await userEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('Sent again!');
    expect(calls.filter((call) => call.init.method === 'POST')).toHaveLength(1);
    // That e-mail starts the next minute, remembered for a reload.
    const sentAt = Number(sessionStorage.getItem('pendingVerificationSentAt'));
    expect(Date.now() - sentAt).toBeLessThan(1000);
  });

  it('counts down a full minute on a 429 from a provider that gives no wait', async () => {
    resendReplies({ status: 429, body: { error: 'Too many requests' } });
    renderRoutes(routes, '/verification-pending');
    await resend();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
    expect(screen.getByText('You can request another email in 60 s.')).toBeVisible();
  });

  it('falls back to "Verification email resent successfully" without a message', async () => {
    resendReplies({ body: { message: '' } });
    renderRoutes(routes, '/verification-pending');
    await resend();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Verification email resent successfully',
    );
  });

  it('handles "Email is already verified": message, then /login after 3 s', async () => {
    resendReplies({
      status: 400,
      body: {
        code: 'EMAIL_ALREADY_VERIFIED',
        message: 'Email is already verified',
        error: 'Email is already verified',
      },
    });
    renderRoutes(routes, '/verification-pending');
    await resend();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your email is already verified. Please try logging in again.',
    );
    expect(
      await screen.findByRole('heading', { name: 'Login page' }, { timeout: 4000 }),
    ).toBeVisible();
    expect(sessionStorage.getItem('pendingVerification')).toBeNull();
  });

  it('handles "User not found": message, then /register after 3 s', async () => {
    resendReplies({
      status: 404,
      body: { code: 'USER_NOT_FOUND', message: 'User not found', error: 'User not found' },
    });
    renderRoutes(routes, '/verification-pending');
    await resend();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'User not found. Please register again.',
    );
    expect(
      await screen.findByRole('heading', { name: 'Register page' }, { timeout: 4000 }),
    ).toBeVisible();
  });

  it('understands a provider that sends only the `error` field (docs/product.md section 7)', async () => {
    resendReplies({ status: 400, body: { error: 'Email is already verified' } });
    const view = renderRoutes(routes, '/verification-pending');
    await resend();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your email is already verified. Please try logging in again.',
    );
    view.unmount();

    resendReplies({ status: 500, body: { error: 'Mailer is down' } });
    renderRoutes(routes, '/verification-pending');
    await resend();
    expect(await screen.findByRole('alert')).toHaveTextContent('Mailer is down');
  });

  it('falls back when the success reply has no message at all', async () => {
    resendReplies({ body: {} });
    renderRoutes(routes, '/verification-pending');
    await resend();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Verification email resent successfully',
    );
  });

  it('shows the server error text, or the generic fallback', async () => {
    resendReplies({
      status: 429,
      body: { code: 'RATE_LIMITED', message: 'Slow down', error: 'Too many requests' },
    });
    const view = renderRoutes(routes, '/verification-pending');
    await resend();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
    view.unmount();

    resendReplies({ networkError: true });
    renderRoutes(routes, '/verification-pending');
    await resend();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send verification email. Please try again later.',
    );
  });

  it('cannot resend without a known e-mail', async () => {
    sessionStorage.clear();
    mockFetch();
    renderRoutes(routes, '/verification-pending');
    expect(await screen.findByRole('button', { name: 'Resend Verification Email' })).toBeDisabled();
  });
});
