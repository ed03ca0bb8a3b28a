import { passwordResetCalls } from '@inkreel/shared';
import { attempt, type Context } from '../context.js';
import { strangerEmail } from './refusals.js';

/**
 * Password reset (a mock provider extension, issue 32), safe on a live system: a request for an
 * address without an account (no mail goes out, and the reply must look like any other), and
 * resets a provider must refuse. Nothing here changes a record.
 */
export async function checkPasswordReset(ctx: Context): Promise<void> {
  await attempt(ctx, passwordResetCalls.forgotPassword, {
    trying: 'an address without an account',
    body: { email: strangerEmail() },
    expect: [200],
  });
  await attempt(ctx, passwordResetCalls.forgotPassword, {
    trying: 'a malformed e-mail',
    body: { email: 'not-an-address' },
    expect: [400],
  });
  await attempt(ctx, passwordResetCalls.checkResetToken, {
    trying: 'a wrong token',
    params: { token: 'provider-check-wrong-token' },
    expect: [400],
  });
  await attempt(ctx, passwordResetCalls.resetPassword, {
    trying: 'a wrong token',
    body: { token: 'provider-check-wrong-token', password: 'provider-check-password' },
    expect: [400],
  });
  await attempt(ctx, passwordResetCalls.resetPassword, {
    trying: 'a short password',
    body: { token: 'provider-check-wrong-token', password: 'short' },
    expect: [400],
  });
}
