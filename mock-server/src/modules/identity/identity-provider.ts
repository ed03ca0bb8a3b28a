import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import Provider, { type Configuration } from 'oidc-provider';
import type { Env } from '../../env.js';

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

/**
 * The stand-in identity provider: oidc-provider (OpenID certified) with one registered client
 * (this mock), PKCE S256 required, its in-memory adapter, a signing key made at start-up, and
 * `email`, `email_verified` and `name` in the ID token as Google puts them there.
 */
export function createIdentityProvider(
  env: Pick<Env, 'GOOGLE_ISSUER' | 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET'>,
  redirectUri: string,
) {
  const people = new Map<string, Identity>();
  const remember = (identity: Identity) => {
    const sub = subjectOf(identity.email);
    people.set(sub, { email: identity.email.trim().toLowerCase(), name: identity.name.trim() });
    return sub;
  };
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const configuration: Configuration = {
    clients: [
      {
        client_id: env.GOOGLE_CLIENT_ID,
        client_secret: env.GOOGLE_CLIENT_SECRET,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: {
      keys: [
        { ...privateKey.export({ format: 'jwk' }), kid: 'stand-in', alg: 'RS256', use: 'sig' },
      ],
    },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/idp/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const person = people.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: person.email, email_verified: true, name: person.name }),
      };
    },
  };
  const provider = new Provider(env.GOOGLE_ISSUER, configuration);
  return { provider, remember };
}

export type IdentityProvider = ReturnType<typeof createIdentityProvider>;
