import {
  authCalls,
  IDEMPOTENCY_HEADER,
  myUploadsCalls,
  uploadStageCalls,
  subscriptionCalls,
  uploadCalls,
  walletCalls,
} from '@inkreel/shared';
import { attempt, type Context } from '../context.js';

/** An address no provider has an account for, fresh each run so no rate limit is reached. */
export function strangerEmail(): string {
  return `provider-check-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * What a provider must refuse, safe on a live system: calls without or with a bad token, a wrong
 * password, and bodies that fail validation. Nothing here can create or change a record.
 */
export async function checkRefusals(ctx: Context): Promise<void> {
  const badToken = 'not-a-valid-token';
  await attempt(ctx, authCalls.status, { trying: 'no token', expect: [401] });
  await attempt(ctx, authCalls.status, {
    trying: 'a malformed token',
    token: badToken,
    expect: [401],
  });
  await attempt(ctx, walletCalls.balance, { trying: 'no token', expect: [401] });
  await attempt(ctx, walletCalls.verify, {
    trying: 'no token',
    params: { paymentId: 'unknown' },
    expect: [401],
  });
  await attempt(ctx, walletCalls.deposit, {
    trying: 'no token',
    headers: { [IDEMPOTENCY_HEADER]: `check-${Date.now()}` },
    body: { amount: 1 },
    expect: [401],
  });
  await attempt(ctx, uploadCalls.checkBalance, {
    trying: 'no token',
    params: { contentType: 'video' },
    expect: [401],
  });
  await attempt(ctx, myUploadsCalls.mine, { trying: 'no token', expect: [401] });
  await attempt(ctx, uploadStageCalls.stage, {
    trying: 'no token',
    params: { id: '0'.repeat(24) },
    expect: [401],
  });
  await attempt(ctx, myUploadsCalls.mine, {
    trying: 'a malformed token',
    token: badToken,
    expect: [401],
  });
  await attempt(ctx, uploadCalls.poem, {
    trying: 'no token',
    body: { title: 'Provider check', content: 'Refused without a token.' },
    expect: [401],
  });
  await attempt(ctx, subscriptionCalls.verify, {
    trying: 'no token',
    query: { session_id: 'unknown' },
    expect: [401],
  });
  await attempt(ctx, authCalls.logout, { trying: 'no token', body: {}, expect: [401] });

  const stranger = strangerEmail();
  await attempt(ctx, authCalls.login, {
    trying: 'unknown e-mail',
    body: { email: stranger, password: 'wrong-password' },
    // A provider may also limit failed logins per address or per client (429 with Retry-After).
    expect: [401, 429],
  });
  await attempt(ctx, authCalls.login, {
    trying: 'invalid e-mail (validation)',
    body: { email: 'not-an-email', password: 'x' },
    expect: [400],
  });
  await attempt(ctx, authCalls.register, {
    // docs/product.md section 5 requires e-mail and password; any provider refuses this, so no account is made.
    trying: 'no e-mail or password (validation)',
    body: { name: 'Provider check' },
    expect: [400],
  });
  await attempt(ctx, authCalls.resendVerification, {
    trying: 'unknown e-mail',
    body: { email: stranger },
    expect: [404],
  });
  const never = await attempt(ctx, authCalls.verifyEmail, {
    trying: 'a token never issued',
    params: { token: `never-issued-${Date.now()}` },
    expect: [200],
  });
  // A token that was never issued cannot verify anything.
  if ((never.data as { verified?: boolean } | undefined)?.verified === true)
    ctx.report.failLast('verified: expected false for a token never issued');
}
