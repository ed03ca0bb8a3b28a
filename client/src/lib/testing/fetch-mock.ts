// lib/testing: helpers for tests only: a fetch mock, the app rendered, fake caches and media.
import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Simulates a network failure (fetch rejects). */
  networkError?: boolean;
}

type Route = (url: string, init: RequestInit) => MockReply | Promise<MockReply> | undefined;

/** Replaces global fetch with routes tried in order; records every call for assertions. */
export function mockFetch(...routes: Route[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = vi.fn((input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, init });
    for (const route of routes) {
      const found = route(url, init);
      if (!found) continue;
      return Promise.resolve(found).then((reply) => {
        if (reply.networkError) throw new TypeError('Failed to fetch');
        return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
          status: reply.status ?? 200,
          headers: { 'Content-Type': 'application/json', ...reply.headers },
        });
      });
    }
    return Promise.resolve(
      new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'No mock' }), { status: 404 }),
    );
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls };
}

/** The JSON body a recorded call sent (request() sends every body as a JSON string). */
export function sentJson(init: RequestInit | undefined): unknown {
  const body = init?.body;
  if (typeof body !== 'string')
    throw new Error(`The call sent no JSON text (body: ${typeof body})`);
  return JSON.parse(body) as unknown;
}

/**
 * A reply the test gives when it chooses (`answer`): the call waits for it, so a test sees what
 * the page shows before the provider has answered.
 */
export function heldReply() {
  let answer: (reply: MockReply) => void = () => undefined;
  const reply = new Promise<MockReply>((resolve) => {
    answer = resolve;
  });
  return { reply, answer: (given: MockReply) => answer(given) };
}

/** A route matching method and path (query string ignored). */
export function on(
  method: string,
  path: string,
  reply: MockReply | Promise<MockReply> | (() => MockReply),
): Route {
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
