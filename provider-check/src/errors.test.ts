import { describe, expect, it } from 'vitest';
import { networkReason } from './errors.js';

describe('networkReason', () => {
  it('says a timeout in words', () => {
    expect(networkReason(new DOMException('The operation timed out', 'TimeoutError'))).toBe(
      'no reply in time',
    );
  });

  it("prefers the cause's message, then its code, then the error's own message", () => {
    const refused = new TypeError('fetch failed', {
      cause: { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:1' },
    });
    expect(networkReason(refused)).toBe('connect ECONNREFUSED 127.0.0.1:1');
    expect(networkReason(new TypeError('fetch failed', { cause: { code: 'EAI_AGAIN' } }))).toBe(
      'EAI_AGAIN',
    );
    expect(networkReason(new TypeError('fetch failed', { cause: 'odd' }))).toBe('fetch failed');
    expect(networkReason(new TypeError('fetch failed', { cause: { message: 7 } }))).toBe(
      'fetch failed',
    );
  });

  it('reads anything thrown without crashing', () => {
    expect(networkReason(null)).toBe('null');
    expect(networkReason(undefined)).toBe('undefined');
    expect(networkReason('gone')).toBe('gone');
    expect(networkReason({ cause: null })).toBe('[object Object]');
  });
});
