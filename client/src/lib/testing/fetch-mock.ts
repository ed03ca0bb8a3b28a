import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Simulates a network failure (fetch rejects). */
  networkError?: boolean;
}

type Route = (url: string, init: RequestInit) => MockReply | undefined;

/** Replaces global fetch with routes tried in order; records every call for assertions. */
export function mockFetch(...routes: Route[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    for (const route of routes) {
      const reply = route(url, init);
      if (!reply) continue;
      if (reply.networkError) throw new TypeError('Failed to fetch');
      return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json', ...reply.headers },
      });
    }
    return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'No mock' }), {
      status: 404,
    });
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls };
}

/** A route matching method and path (query string ignored). */
export function on(method: string, path: string, reply: MockReply | (() => MockReply)): Route {
  return (url, init) => {
    const pathname = new URL(url, 'http://localhost').pathname;
    if ((init.method ?? 'GET') !== method || pathname !== path) return undefined;
    return typeof reply === 'function' ? reply() : reply;
  };
}

export const TEST_USER = {
  _id: 'a'.repeat(24),
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  isEmailVerified: true,
};
