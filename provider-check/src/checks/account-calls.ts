import { accountCalls } from '@inkreel/shared';
import { attempt, type Context } from '../context.js';

/**
 * The account page's calls (a mock provider extension, issue 32): refused without a token. Safe
 * on a live system: nothing is renamed, no password changed, no session ended.
 */
export async function checkAccountCalls(ctx: Context): Promise<void> {
  await attempt(ctx, accountCalls.changeName, {
    trying: 'no token',
    body: { name: 'Provider Check' },
    expect: [401],
  });
  await attempt(ctx, accountCalls.changePassword, {
    trying: 'no token',
    body: { currentPassword: 'provider-check-old', newPassword: 'provider-check-new' },
    expect: [401],
  });
  await attempt(ctx, accountCalls.signOutEverywhere, {
    trying: 'no token',
    body: {},
    expect: [401],
  });
}
