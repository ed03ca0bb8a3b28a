// lib/api: talking to the provider: where it is, requests and their errors, XSRF, retries.
import type { CallContract, SuccessOf, UrlInput } from '@inkreel/shared';
import { request } from './api-client';
import { withRetry } from './retry-policy';

/**
 * Reads one GET call of a contract: its parsed reply, or an ApiError. In the browser it is
 * `request`; on the production web server, its bounded and cached provider reader
 * (lib/api/read-through.ts), so the same read serves both.
 */
export type ReadCall = <C extends CallContract>(
  call: C,
  input?: UrlInput<C>,
) => Promise<SuccessOf<C>>;

/**
 * One reply a page shows, as its feature reads it: the SWR key the feature's hook keeps it under,
 * the read itself, and the fetcher the hook uses. A page's route loader (lib/page/page-data.ts)
 * reads the same object, so the server's data lands under the key the hook asks for.
 */
export interface KeyedRead<T> {
  readonly key: string;
  /** Reads the reply once with the reader given (the web server's, when it renders the page). */
  readonly read: (read: ReadCall) => Promise<T>;
  /** The hook's fetcher: `read(request)`, retried and logged as the feature asks. */
  readonly fetch: () => Promise<T>;
  /** The first page of a `useSWRInfinite` feed: also kept as the feed's first page, so it goes on from it. */
  readonly feed: boolean;
}

export interface KeyedReadOptions {
  /**
   * Tried again with backoff inside the fetcher (a page keeps its spinner and shows its error only
   * once the retries give up); the server's read is never retried, its reader has a deadline.
   */
  retry?: boolean;
  /** Logged with the error when the fetcher gives up (docs/product.md section 8: feeds only log). */
  failureLog?: string;
  feed?: boolean;
}

export function keyedRead<T>(
  key: string,
  read: (read: ReadCall) => Promise<T>,
  options: KeyedReadOptions = {},
): KeyedRead<T> {
  const once = () => read(request);
  const fetch = async () => {
    try {
      return await (options.retry ? withRetry(once) : once());
    } catch (error) {
      if (options.failureLog) console.error(options.failureLog, error);
      throw error;
    }
  };
  return { key, read, fetch, feed: options.feed ?? false };
}
