// lib/page: the page as a document: title, oEmbed link, network status, route data, leave guard.
import { useEffect, useMemo, type ReactNode } from 'react';
import { useMatches, type HydrationState } from 'react-router';
import { SWRConfig, type Cache, type Middleware } from 'swr';
import { unstable_serialize as infiniteKey } from 'swr/infinite';
import { getStoredToken } from '../storage/storage-keys';

const NONE: Record<string, unknown> = {};

/** The replies the matched routes' loaders handed over (only on a page the server rendered). */
function useHandedReplies(): Record<string, unknown> {
  const matches = useMatches();
  return useMemo(() => {
    const replies = matches.flatMap((match) => {
      const data = match.loaderData as { replies?: Record<string, unknown> } | null | undefined;
      return data?.replies ? Object.entries(data.replies) : [];
    });
    return replies.length === 0 ? NONE : Object.fromEntries(replies);
  }, [matches]);
}

/** Whether a reply holds items with a like count (and so, read with a session, the reader's likes). */
function holdsLikes(reply: unknown): boolean {
  return JSON.stringify(reply ?? null).includes('"likeCount":');
}

/** The cache key a hook's key stands for: a string as is; an infinite feed's `getKey` serialized. */
function keyOf(key: unknown): string {
  if (typeof key === 'string') return key;
  if (typeof key !== 'function') return '';
  try {
    return infiniteKey(key as Parameters<typeof infiniteKey>[0]);
  } catch {
    return '';
  }
}

/**
 * SWR revalidates stale data when a hook mounts; data the server has just read is not stale. For
 * keys the route's loader handed over, that revalidation is skipped (SWR's `revalidateOnMount`
 * option; it also makes `isLoading` false, on the server as in the hydrating browser), so
 * hydration sends no second request (a second GET of a video would count a second view). The
 * replies are there only while the route the server rendered stays: a navigation runs the browser's
 * loader, which hands nothing, and later mounts revalidate as usual.
 */
const keepHandedOver: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const handed = config.fallback ?? NONE;
  const name = keyOf(key);
  const fresh = handed !== NONE && name in handed;
  const swr = useSWRNext(key, fetcher, fresh ? { ...config, revalidateOnMount: false } : config);
  const { mutate } = swr;
  // The server reads as a visitor. A browser with a session reads again, once the page has
  // hydrated (with the visitor's data, as the server drew it), a handed reply that holds likeable
  // items: an item's `liked` is its reader's own, and a list read without the session showed
  // every heart empty to someone who had liked them. Once per key of the page.
  useEffect(() => {
    if (!fresh || !getStoredToken() || !holdsLikes(handed[name])) return;
    const done = refreshed.get(handed) ?? new Set<string>();
    refreshed.set(handed, done);
    if (done.has(name)) return;
    done.add(name);
    void mutate();
  }, [fresh, handed, name, mutate]);
  return swr;
};

/** The handed keys a browser with a session has read again, by the page's handed replies. */
const refreshed = new WeakMap<object, Set<string>>();

/** The replies the routes' loaders handed over, from the router state the server sent. */
function handedReplies(hydrationData: HydrationState): [string, unknown][] {
  return Object.values(hydrationData.loaderData ?? {}).flatMap((data) => {
    const replies = (data as { replies?: Record<string, unknown> } | null | undefined)?.replies;
    return replies ? Object.entries(replies) : [];
  });
}

/**
 * Puts the handed-over replies in SWR's cache before the page hydrates, so a feed's later pages
 * continue from them and every hook of a handed key hydrates with its data already there. Written
 * as a cache provider's first entries are (SWR's `Cache` interface, `{ data }` states), before any
 * hook reads or subscribes to them: written later, through `mutate` in an effect, SWR counted the
 * write as new data for each hook that had hydrated with the fallback, and React drew every one
 * of them a second time right after hydrating (107 components in one task on a video page). A key
 * the cache already holds is left as it is.
 */
export function seedHandedReplies(hydrationData: HydrationState, cache: Cache): void {
  for (const [key, data] of handedReplies(hydrationData)) {
    if (cache.get(key)?.data === undefined) cache.set(key, { data });
  }
}

/**
 * Around every route: the data a server-rendered route's loader read (lib/page/page-data.ts) is
 * SWR's `fallback` under the keys the features' hooks read, on the server and while the browser
 * hydrates the same page, so both render the same markup and the browser asks for none of it.
 */
export function HandOver({ children }: { children: ReactNode }) {
  const replies = useHandedReplies();
  const config = useMemo(() => ({ fallback: replies, use: [keepHandedOver] }), [replies]);
  return <SWRConfig value={config}>{children}</SWRConfig>;
}
