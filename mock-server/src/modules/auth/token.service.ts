import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Store } from '../../db/store.js';

export const TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const ALGORITHM = 'HS256';

export interface TokenClaims {
  sub: string;
  jti: string;
  exp: number;
}

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
    const token = jwt.sign({ sub: userId, jti: randomBytes(16).toString('hex') }, this.secret, {
      algorithm: ALGORITHM,
      expiresIn: Math.floor(TOKEN_TTL_MS / 1000),
    });
    return { token, tokenExpiry };
  }

  /** The claims of a valid, unrevoked token, or null. */
  verify(token: string): TokenClaims | null {
    try {
      const claims = jwt.verify(token, this.secret, { algorithms: [ALGORITHM] });
      if (
        typeof claims !== 'object' ||
        typeof claims.sub !== 'string' ||
        typeof claims.jti !== 'string'
      ) {
        return null;
      }
      if (this.store.data.revokedTokens.some((r) => r.jti === claims.jti)) return null;
      return { sub: claims.sub, jti: claims.jti, exp: claims.exp ?? 0 };
    } catch {
      return null;
    }
  }

  /** Revokes a token; the caller writes the store. Expired revocations are dropped on the way. */
  revoke(claims: TokenClaims): void {
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
