import {
  authCalls,
  myUploadsCalls,
  uploadStageCalls,
  uploadCalls,
  walletCalls,
  walletHistoryCalls,
  type LoginResponse,
} from '@inkreel/shared';
import { attempt, labelOf, type Context } from '../context.js';
import { CheckAbort } from '../errors.js';

/**
 * Signs in with the test account. Wrong credentials or an unverified account end the run with one
 * line: nothing after this point could be checked.
 */
export async function signIn(
  ctx: Context,
  email: string,
  password: string,
): Promise<LoginResponse> {
  const login = await attempt(ctx, authCalls.login, {
    trying: 'the test account',
    body: { email, password },
    expect: [200],
  });
  if (!login.ok) {
    const status = login.status ? `${login.status}` : 'no reply';
    const body = login.reply?.json as { code?: string; message?: string } | undefined;
    const why = [body?.code, body?.message].filter(Boolean).join(': ');
    if (login.status === 401 || login.status === 429)
      throw new CheckAbort(
        `Sign-in as ${email} refused (${status}${why ? ` ${why}` : ''}): check --email and --password`,
      );
    const row = ctx.report.rows.at(-1);
    throw new CheckAbort(
      `Sign-in as ${email} failed: ${labelOf(authCalls.login)} ${row?.detail ?? status}`,
    );
  }
  const session = login.data as LoginResponse;
  if (!session.user.isEmailVerified)
    throw new CheckAbort(`The test account ${email} has not verified its e-mail: verify it first`);
  ctx.token = session.token;
  return session;
}

/** Reads a signed-in user makes; none of them changes anything. */
export async function checkAccountReads(ctx: Context): Promise<void> {
  const token = ctx.token;
  await attempt(ctx, authCalls.status, { trying: 'signed in', token, expect: [200] });
  await attempt(ctx, walletCalls.balance, { trying: 'signed in', token, expect: [200] });
  // A mock provider extension (issue 32): the wallet's history.
  await attempt(ctx, walletHistoryCalls.transactions, {
    trying: 'signed in',
    token,
    query: { page: 1, limit: 5 },
    expect: [200],
  });
  // A mock provider extension: tried only when the provider declares it.
  await attempt(ctx, myUploadsCalls.mine, { trying: 'signed in', token, expect: [200] });
  // A mock provider extension (issue 31): an upload's stage, 404 for an id that is no upload.
  await attempt(ctx, uploadStageCalls.stage, {
    trying: 'an unknown id',
    token,
    params: { id: '0'.repeat(24) },
    expect: [404],
  });
  for (const contentType of ['video', 'audio', 'book', 'poem', 'story'] as const) {
    // 200 when the balance covers the price, 402 (or 403) with requiredAmount when it does not.
    await attempt(ctx, uploadCalls.checkBalance, {
      trying: `signed in, ${contentType}`,
      token,
      params: { contentType },
      expect: [200, 402, 403],
    });
  }
  await attempt(ctx, uploadCalls.checkBalance, {
    trying: 'unknown content type',
    token,
    params: { contentType: 'podcast' },
    expect: [400],
  });
  await attempt(ctx, walletCalls.verify, {
    trying: 'unknown payment',
    token,
    params: { paymentId: 'unknown-payment' },
    expect: [404],
  });
}

/** Last: the token is given up. */
export async function signOut(ctx: Context): Promise<void> {
  await attempt(ctx, authCalls.logout, {
    trying: 'signed in',
    token: ctx.token,
    body: {},
    expect: [200],
  });
  ctx.token = undefined;
}
