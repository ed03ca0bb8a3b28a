import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Store } from '../../db/store.js';

export const TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const ALGORITHM = 'HS256';
const CHECKED_TOKENS = 1000;

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
  /** Tokens whose signature and expiry were checked, with their claims (bounded). */
  private readonly checked = new Map<string, TokenClaims>();

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
    const known = this.checked.get(token);
    // A signature checked once stays good until the token expires; revocation is looked up each
    // time, so a signed-out token is refused at once.
    const claims = known && Math.floor(Date.now() / 1000) < known.exp ? known : this.check(token);
    if (!claims) return null;
    if (this.store.data.revokedTokens.some((r) => r.jti === claims.jti)) return null;
    return claims;
  }

  private check(token: string): TokenClaims | null {
    this.checked.delete(token);
    try {
      const payload = jwt.verify(token, this.secret, { algorithms: [ALGORITHM] });
      if (
        typeof payload !== 'object' ||
        typeof payload.sub !== 'string' ||
        typeof payload.jti !== 'string' ||
        typeof payload.exp !== 'number'
      ) {
        return null;
      }
      const claims = Object.freeze({ sub: payload.sub, jti: payload.jti, exp: payload.exp });
      if (this.checked.size >= CHECKED_TOKENS) this.checked.clear();
      this.checked.set(token, claims);
      return claims;
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
