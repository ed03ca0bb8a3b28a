import { afterEach, describe, expect, it, vi } from 'vitest';
import { proxyAwareLogger } from '../../vite-proxy-logger.ts';

/** An error as Node reports a socket's, with its code. */
function socketError(code: string, message: string): NodeJS.ErrnoException {
  return Object.assign(new Error(message), { code });
}

describe('the dev and preview servers’ log', () => {
  afterEach(() => vi.restoreAllMocks());

  // Vite's logger writes errors to console.error: what reaches it is what a developer sees.
  function shown(message: string, error: NodeJS.ErrnoException): boolean {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    proxyAwareLogger().error(message, { error });
    const wasShown = printed.mock.calls.length > 0;
    printed.mockRestore();
    return wasShown;
  }

  it('leaves out a tab closed under its realtime socket and a provider hanging up on purpose', () => {
    const reset = socketError('ECONNRESET', 'read ECONNRESET');
    expect(shown('\u001b[31mws proxy error:\u001b[39m\nError: read ECONNRESET', reset)).toBe(false);
    expect(shown('\u001b[31mws proxy socket error:\u001b[39m\nError', reset)).toBe(false);
    // The same tab gone while the proxy was writing to it.
    const pipe = socketError('EPIPE', 'write EPIPE');
    expect(shown('\u001b[31mws proxy error:\u001b[39m\nError: write EPIPE', pipe)).toBe(false);
    expect(shown('\u001b[31mws proxy socket error:\u001b[39m\nError: write EPIPE', pipe)).toBe(
      false,
    );
    const hangUp = socketError('ECONNRESET', 'socket hang up');
    expect(shown('http proxy error: /api/videos\nError: socket hang up', hangUp)).toBe(false);
  });

  it('shows a provider that is not there, and every other error', () => {
    const refused = socketError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5000');
    expect(shown('http proxy error: /api/videos\nError: connect ECONNREFUSED', refused)).toBe(true);
    expect(shown('ws proxy error:\nError: connect ECONNREFUSED', refused)).toBe(true);
    expect(shown('Pre-transform error', socketError('EISDIR', 'is a directory'))).toBe(true);
    expect(
      shown(
        'http proxy error: /api/videos\nError: write EPIPE',
        socketError('EPIPE', 'write EPIPE'),
      ),
    ).toBe(true);
  });
});
