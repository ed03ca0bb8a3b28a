import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Constant-time string comparison. */
export function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * XSRF tokens are a random nonce and its HMAC (`nonce.signature`), so the provider can tell its
 * own tokens from invented ones without keeping any state. The key is derived from the JWT
 * secret: tokens survive a restart exactly as long as sessions do. They never expire.
 */
export class XsrfTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('inkreel xsrf token key v1').digest();
  }

  private sign(nonce: string): string {
    return createHmac('sha256', this.key).update(nonce).digest('base64url');
  }

  issue(): string {
    const nonce = randomBytes(18).toString('base64url');
    return `${nonce}.${this.sign(nonce)}`;
  }

  isValid(token: string): boolean {
    const [nonce, signature, extra] = token.split('.');
    return !!nonce && !!signature && extra === undefined && sameToken(signature, this.sign(nonce));
  }
}
