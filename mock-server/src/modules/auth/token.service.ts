import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import type { Store } from '../../db/store.js';

export const TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const ALGORITHM = 'HS256';

/** `ep`: the user's session epoch when issued (see UserRecord.sessionEpoch); 0 for older tokens. */
const CLAIMS = z.object({
  sub: z.string(),
  jti: z.string(),
  exp: z.number(),
  ep: z.number().default(0),
});
export type TokenClaims = z.infer<typeof CLAIMS>;

/** Signs and checks the bearer JWTs; a logged-out token's id is kept revoked until it expires. */
export class TokenService {
  /**
   * Made once: handed a string, jsonwebtoken first tries it as a PEM public key on every verify,
   * which cost a fifth of the CPU of authenticated requests.
   */
  private readonly secret: KeyObject;

  constructor(
    private readonly store: Store,
    secret: string,
  ) {
    this.secret = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  issue(userId: string): { token: string; tokenExpiry: number } {
    const tokenExpiry = Date.now() + TOKEN_TTL_MS;
    const ep = this.store.index.userById(userId)?.sessionEpoch ?? 0;
    const token = jwt.sign({ sub: userId, jti: randomBytes(16).toString('hex'), ep }, this.secret, {
      algorithm: ALGORITHM,
      expiresIn: Math.floor(TOKEN_TTL_MS / 1000),
    });
    return { token, tokenExpiry };
  }

  /** The claims of a valid, unrevoked token, or null. */
  verify(token: string): TokenClaims | null {
    const claims = this.check(token);
    if (!claims) return null;
    if (this.store.data.revokedTokens.some((r) => r.jti === claims.jti)) return null;
    // Every session of the user was ended after this token was issued (a password reset).
    if (claims.ep !== (this.store.index.userById(claims.sub)?.sessionEpoch ?? 0)) return null;
    return claims;
  }

  private check(token: string): TokenClaims | null {
    try {
      const claims = CLAIMS.safeParse(jwt.verify(token, this.secret, { algorithms: [ALGORITHM] }));
      return claims.success ? claims.data : null;
    } catch {
      return null;
    }
  }

  /** Ends every session of the user, tokens issued from now on excepted; the caller writes the store. */
  revokeAll(userId: string): void {
    const user = this.store.index.userById(userId);
    if (user) user.sessionEpoch = (user.sessionEpoch ?? 0) + 1;
  }

  /** Revokes a token; the caller writes the store. Expired revocations are dropped on the way. */
  revoke(claims: Pick<TokenClaims, 'jti' | 'exp'>): void {
    const now = Date.now();
    const data = this.store.data;
    const live = (r: { expiresAt: string }) => Date.parse(r.expiresAt) > now;
    if (!data.revokedTokens.every(live)) data.revokedTokens = data.revokedTokens.filter(live);
    data.revokedTokens.push({
      jti: claims.jti,
      expiresAt: new Date(claims.exp * 1000).toISOString(),
    });
  }
}
