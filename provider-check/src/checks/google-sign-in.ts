import { googleCalls } from '@inkreel/shared';
import { attempt, record, type Context } from '../context.js';

/**
 * "Continue with Google" (a mock provider extension, issue 32): the provider says where sign-in
 * starts, the start redirects to an identity provider whose discovery document offers PKCE S256,
 * and a made-up one-time code is refused. Safe on a live system: no account is made or linked.
 */
export async function checkGoogleSignIn(ctx: Context): Promise<void> {
  await attempt(ctx, googleCalls.availability, { trying: 'where sign-in starts', expect: [200] });
  const start = await attempt(ctx, googleCalls.start, {
    trying: 'a browser starts',
    expect: [303],
  });
  const location = start.reply?.headers.get('location');
  if (start.ok && location) await checkDiscovery(ctx, new URL(location));
  await attempt(ctx, googleCalls.session, {
    trying: 'a made-up one-time code',
    body: { code: 'provider-check-made-up-code' },
    expect: [400],
  });
}

/** The start asked for PKCE, and the identity provider it led to offers S256 in its discovery. */
async function checkDiscovery(ctx: Context, authorize: URL): Promise<void> {
  const label = 'identity provider discovery';
  if (authorize.searchParams.get('code_challenge_method') !== 'S256') {
    record(ctx, label, 'the start asks for PKCE S256', '-', 'no S256 code_challenge in the URL');
    return;
  }
  const discovery = await discoveryOf(authorize);
  const methods = discovery?.code_challenge_methods_supported;
  const s256 = Array.isArray(methods) && methods.includes('S256');
  const problem = !discovery ? 'no discovery document found' : s256 ? null : 'S256 not offered';
  record(ctx, label, 'PKCE S256 offered', discovery ? '200' : '-', problem);
}

/** The discovery document of the issuer the authorization endpoint belongs to (RFC 8414 style). */
async function discoveryOf(
  authorize: URL,
): Promise<{ code_challenge_methods_supported?: unknown } | undefined> {
  // The issuer is the authorization endpoint's origin, or a path above it (Google: the origin;
  // the stand-in: /idp): each prefix is tried, longest first.
  const parts = authorize.pathname.split('/').filter(Boolean);
  for (let n = parts.length - 1; n >= 0; n -= 1) {
    const base = `${authorize.origin}${parts
      .slice(0, n)
      .map((p) => `/${p}`)
      .join('')}`;
    const res = await fetch(`${base}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    if (res?.ok) return (await res.json().catch(() => undefined)) as never;
  }
  return undefined;
}
