import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { XsrfTokens } from './xsrf-tokens.js';

const SECRET = 'xsrf-tokens-test-secret-'.padEnd(40, 'x');

/** A token as the format defines it: a nonce and its HMAC-SHA256 under the derived key. */
function tokenFor(nonce: string, secret = SECRET): string {
  const key = createHmac('sha256', secret).update('inkreel xsrf token key v1').digest();
  return `${nonce}.${createHmac('sha256', key).update(nonce).digest('base64url')}`;
}

describe('XsrfTokens', () => {
  it('accepts a token signed with the key derived from the secret (tokens survive upgrades)', () => {
    expect(new XsrfTokens(SECRET).isValid(tokenFor('some-nonce-from-before'))).toBe(true);
  });

  it('issues tokens in that format, each with its own nonce', () => {
    const tokens = new XsrfTokens(SECRET);
    const [first, second] = [tokens.issue(), tokens.issue()];
    expect(first).not.toBe(second);
    for (const token of [first, second]) {
      const [nonce] = token.split('.');
      expect(token).toBe(tokenFor(nonce ?? ''));
    }
  });

  it('refuses a forged signature, another secret, and malformed tokens', () => {
    const tokens = new XsrfTokens(SECRET);
    const good = tokens.issue();
    expect(tokens.isValid(`${good.slice(0, -2)}xx`)).toBe(false);
    expect(tokens.isValid(tokenFor('n', 'another-secret-'.padEnd(40, 'y')))).toBe(false);
    for (const bad of ['', 'no-dot', 'a.b.c', `.${good.split('.')[1] ?? ''}`]) {
      expect(tokens.isValid(bad), bad).toBe(false);
    }
  });
});
