// lib/testing: helpers for tests only: a fetch mock, the app rendered, fake caches and media.
import { vi } from 'vitest';

/** What the stub answers: JSON replies by path, and text files (caption files) by path. */
export interface CaptionsProviderReplies {
  json: Record<string, unknown>;
  text: Record<string, string>;
}

/**
 * fetch as a provider with the captions feature (`offered`) or as the specification alone (every
 * call 404, as a provider without extensions answers). Returns the paths asked, in order.
 */
export function stubCaptionsProvider(offered: boolean, replies: CaptionsProviderReplies) {
  const reply = (status: number, body: string, type = 'application/json') =>
    Promise.resolve(new Response(body, { status, headers: { 'Content-Type': type } }));
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = new URL(url, 'http://localhost').pathname;
      calls.push(path);
      if (!offered) return reply(404, JSON.stringify({ code: 'NOT_FOUND', message: 'No' }));
      if (path === '/api/extensions')
        return reply(200, JSON.stringify({ extensions: ['captions'] }));
      if (path in replies.json) return reply(200, JSON.stringify(replies.json[path]));
      const text = replies.text[path];
      if (text !== undefined) return reply(200, text, 'text/vtt');
      return reply(404, JSON.stringify({ code: 'NOT_FOUND', message: 'No mock' }));
    }),
  );
  return calls;
}
