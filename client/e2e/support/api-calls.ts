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
 * Records every /api call the pages of `context` make to `apiOrigin` (the provider's origin, or the
 * client's own when its server proxies /api). Calls from the test process are not browser calls
 * and are not recorded.
 */
export function recordApiCalls(context: BrowserContext, apiOrigin: string) {
  const origin = new URL(apiOrigin).origin;
  const pending: Promise<ApiCall>[] = [];
  const onRequest = (request: Request) => {
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
    /** The calls so far, in the order the browser made them. */
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
