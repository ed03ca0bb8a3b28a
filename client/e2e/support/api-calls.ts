import type { BrowserContext, Request } from '@playwright/test';

export interface ApiCall {
  method: string;
  url: string;
  /** Every header the browser sent, names in lower case. */
  headers: Record<string, string>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isUnsafe = (call: ApiCall) => !SAFE_METHODS.has(call.method);

/**
 * Records every state-changing /api call (not GET, HEAD or OPTIONS) the pages of `context` make to
 * `apiOrigin` (the provider's origin, or the client's own when its server proxies /api). Calls
 * from the test process are not browser calls and are not recorded. Reads are skipped: asking
 * Chromium for every request's full headers cost each journey a round trip per read.
 */
export function recordApiCalls(context: BrowserContext, apiOrigin: string) {
  const origin = new URL(apiOrigin).origin;
  const pending: Promise<ApiCall>[] = [];
  const onRequest = (request: Request) => {
    if (SAFE_METHODS.has(request.method())) return;
    const url = new URL(request.url());
    if (url.origin !== origin || !url.pathname.startsWith('/api/')) return;
    pending.push(
      request
        .allHeaders()
        .catch(() => request.headers())
        .then((headers) => ({ method: request.method(), url: request.url(), headers })),
    );
  };
  context.on('request', onRequest);
  return {
    /** The state-changing calls so far, in the order the browser made them. */
    calls: () => Promise.all(pending),
    stop: () => context.off('request', onRequest),
  };
}

export type ApiCallLog = ReturnType<typeof recordApiCalls>;

/** The paths of the POSTs in `calls` that carried a non-empty X-XSRF-TOKEN, in order. */
export const postsWithXsrf = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.method === 'POST' && call.headers['x-xsrf-token'])
    .map((call) => new URL(call.url).pathname);
