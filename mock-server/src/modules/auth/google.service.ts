import { createHash, randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import {
  ErrorCode,
  NAME_MAX_LENGTH,
  type GoogleOutcome,
  type LoginResponse,
} from '@inkreel/shared';
import type { Logger } from 'pino';
import type { UserRecord } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { newId, nowIso } from '../../db/ids.js';
import { DomainError } from '../../domain-error.js';
import type { Env } from '../../env.js';
import type { TokenService } from './token.service.js';
import { normalizeEmail, toUserReply } from './user-view.js';

/** How long a started sign-in may take at the identity provider. */
const FLOW_TTL_MS = 10 * 60_000;
/** How long the client has to trade the one-time code for its session. */
const CODE_TTL_MS = 60_000;

interface Flow {
  state: string;
  nonce: string;
  verifier: string;
  expires: number;
}

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/** Forgets what expired (both maps stay as small as the sign-ins in progress). */
function sweep<T extends { expires: number }>(map: Map<string, T>): void {
  const now = Date.now();
  for (const [key, value] of map) if (value.expires <= now) map.delete(key);
}

/** What the service uses of the app's dependencies (decision 0305). */
export interface GoogleDeps {
  env: Pick<
    Env,
    | 'PUBLIC_URL'
    | 'GOOGLE_ISSUER'
    | 'GOOGLE_CLIENT_ID'
    | 'GOOGLE_CLIENT_SECRET'
    | 'PASSWORD_HASH_COST'
  >;
  store: Store;
  tokens: Pick<TokenService, 'issue' | 'revokeAll'>;
  logger: Pick<Logger, 'warn'>;
}

/**
 * "Continue with Google" on the provider's side: the OpenID Connect authorization code flow with
 * PKCE S256, state and nonce, through openid-client, against GOOGLE_ISSUER (the stand-in by
 * default, Google's issuer as it is). Flows and one-time codes live in memory for minutes.
 */
export function createGoogleService({ env, store, tokens, logger }: GoogleDeps) {
  const redirectUri = `${env.PUBLIC_URL}/api/auth/google/callback`;
  let discovered: Promise<oidc.Configuration> | undefined;
  // Discovered once; a failure is forgotten so the next sign-in asks again.
  const configuration = () =>
    (discovered ??= oidc
      .discovery(
        new URL(env.GOOGLE_ISSUER),
        env.GOOGLE_CLIENT_ID,
        env.GOOGLE_CLIENT_SECRET,
        undefined,
        {
          // oxlint-disable-next-line typescript/no-deprecated -- only a plain-HTTP stand-in in development; Google's https issuer never takes this
          execute: env.GOOGLE_ISSUER.startsWith('http:') ? [oidc.allowInsecureRequests] : [],
          timeout: 10,
        },
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      }));
  const flows = new Map<string, Flow>();
  const codes = new Map<string, { userId: string; expires: number }>();

  /**
   * Asks the identity provider for its configuration ahead of the first sign-in (the sign-in page
   * asked whether Google is offered): the first "Continue with Google" then starts at once. A
   * failure is forgotten; start() asks again.
   */
  function prepare(): void {
    configuration().catch(() => undefined);
  }

  /** A new flow: its id (for the browser's cookie) and the identity provider's URL. */
  async function start(): Promise<{ flowId: string; url: string }> {
    const config = await configuration();
    const flow: Flow = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
      expires: Date.now() + FLOW_TTL_MS,
    };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
      // Google's account chooser every time: after signing out of Inkreel, the next "Continue
      // with Google" asks which account rather than signing straight back in.
      prompt: 'select_account',
      state: flow.state,
      nonce: flow.nonce,
    });
    sweep(flows);
    const flowId = randomBytes(24).toString('base64url');
    flows.set(flowId, flow);
    return { flowId, url: url.href };
  }

  /** The account a verified Google identity signs in as: found by e-mail, or created verified. */
  function accountFor(email: string, name: string | undefined): UserRecord {
    const existing = store.index.userByEmail(email);
    if (existing) {
      if (!existing.isEmailVerified) {
        // Whoever registered the address without verifying it may not keep a password on it:
        // the account now signs in with Google, or sets a password by a mailed link.
        existing.isEmailVerified = true;
        delete existing.passwordHash;
        tokens.revokeAll(existing._id);
      }
      return existing;
    }
    const user: UserRecord = {
      _id: newId(),
      email: normalizeEmail(email),
      name: (name?.trim() || email.split('@')[0] || email).slice(0, NAME_MAX_LENGTH),
      // No password: the account signs in with Google, or sets one by a mailed link.
      isEmailVerified: true,
      createdAt: nowIso(),
    };
    store.data.users.push(user);
    return user;
  }

  /**
   * The identity provider's redirect back: the code exchanged (state, nonce and PKCE checked by
   * openid-client), then a one-time code for the client, or why it ended.
   */
  async function finish(
    flowId: string | undefined,
    callbackUrl: URL,
  ): Promise<{ code: string } | { outcome: GoogleOutcome }> {
    const flow = flowId ? flows.get(flowId) : undefined;
    if (flowId) flows.delete(flowId);
    if (callbackUrl.searchParams.get('error') === 'access_denied') return { outcome: 'cancelled' };
    if (!flow || flow.expires <= Date.now()) return { outcome: 'failed' };
    let claims: oidc.IDToken | undefined;
    try {
      const reply = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      claims = reply.claims();
    } catch (error) {
      logger.warn({ err: error }, 'Google sign-in failed at the identity provider');
      return { outcome: 'failed' };
    }
    const email = claims?.email;
    if (typeof email !== 'string' || claims?.email_verified !== true)
      return { outcome: 'unverified' };
    const user = accountFor(email, typeof claims.name === 'string' ? claims.name : undefined);
    await store.write();
    sweep(codes);
    const code = randomBytes(32).toString('base64url');
    codes.set(hashOf(code), { userId: user._id, expires: Date.now() + CODE_TTL_MS });
    return { code };
  }

  /** The one-time code traded for a session, as login answers it. */
  function session(code: string): LoginResponse {
    const key = hashOf(code);
    const entry = codes.get(key);
    codes.delete(key);
    const user =
      entry && entry.expires > Date.now() ? store.index.userById(entry.userId) : undefined;
    if (!user) {
      throw new DomainError(
        ErrorCode.SIGN_IN_CODE_INVALID,
        'This Google sign-in has expired. Please try again.',
      );
    }
    return { user: toUserReply(store, user), ...tokens.issue(user._id) };
  }

  return { prepare, start, finish, session };
}
