import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { Configuration, default as ProviderClass } from 'oidc-provider';
import type { Env } from '../../env.js';
import { memoryAdapter } from './memory-adapter.js';

/** A test identity of the stand-in: what Google would say about a person. */
export interface Identity {
  email: string;
  name: string;
}

/** The identities the stand-in's page offers; Demo User is also a seeded Inkreel account. */
export const TEST_IDENTITIES: readonly Identity[] = [
  { email: 'demo@example.com', name: 'Demo User' },
  { email: 'grace@example.com', name: 'Grace Hopper' },
];

/** A stable subject per address, as an identity provider keeps one per person. */
export const subjectOf = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 24);

/** The stand-in signs its ID tokens with ES256: a P-256 key is made in a millisecond, RSA's in seconds. */
export const STAND_IN_SIGNING_ALG = 'ES256';

/** Lifetimes in seconds, set rather than left to the library's defaults (which warn when used). */
const TTL = {
  AccessToken: 600,
  AuthorizationCode: 60,
  IdToken: 3600,
  Interaction: 600,
  Session: 24 * 3600,
  Grant: 24 * 3600,
} as const;

/**
 * The stand-in identity provider: oidc-provider (OpenID certified) with one registered client
 * (this mock), PKCE S256 required, records in memory, a signing key made at start-up, and `email`,
 * `email_verified` and `name` in the ID token as Google puts them there. Like Google, it honours
 * `prompt=select_account`: a browser that signed in before sees the account chooser again.
 * oidc-provider is loaded on first use: most runs of the mock never sign in with Google.
 */
export async function createIdentityProvider(
  env: Pick<Env, 'GOOGLE_ISSUER' | 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET'>,
  redirectUri: string,
) {
  const { default: Provider, interactionPolicy } = await import('oidc-provider');
  const people = new Map<string, Identity>();
  const remember = (identity: Identity) => {
    const sub = subjectOf(identity.email);
    people.set(sub, { email: identity.email.trim().toLowerCase(), name: identity.name.trim() });
    return sub;
  };
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);
  const configuration: Configuration = {
    adapter: memoryAdapter(),
    clients: [
      {
        client_id: env.GOOGLE_CLIENT_ID,
        client_secret: env.GOOGLE_CLIENT_SECRET,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        id_token_signed_response_alg: STAND_IN_SIGNING_ALG,
      },
    ],
    jwks: {
      keys: [
        {
          ...privateKey.export({ format: 'jwk' }),
          kid: 'stand-in',
          alg: STAND_IN_SIGNING_ALG,
          use: 'sig',
        },
      ],
    },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    ttl: TTL,
    // Only this mock's server talks to the token endpoint: no browser needs CORS there.
    clientBasedCORS: () => false,
    features: { devInteractions: { enabled: false } },
    interactions: {
      policy,
      url: (_ctx, interaction) => `/idp/interaction/${interaction.uid}`,
    },
    renderError: (ctx, out) => {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = `The sign-in could not go on (${out.error}). Go back to Inkreel and start again.`;
    },
    findAccount: (_ctx, sub) => {
      const person = people.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: person.email, email_verified: true, name: person.name }),
      };
    },
  };
  const provider: ProviderClass = new Provider(env.GOOGLE_ISSUER, configuration);
  return { provider, remember, personOf: (sub: string) => people.get(sub) };
}

export type IdentityProvider = Awaited<ReturnType<typeof createIdentityProvider>>;
