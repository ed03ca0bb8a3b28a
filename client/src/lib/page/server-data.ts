// lib/page: the page as a document: title, oEmbed link, network status, server data, leave guard.
import { createContext, useContext } from 'react';
import { mutate, type Middleware } from 'swr';
import { unstable_serialize as infiniteKey } from 'swr/infinite';

/** The id of the JSON element in which the web server hands a server-rendered page's data over. */
export const SERVER_DATA_ELEMENT_ID = 'inkreel-data';

/** What the server read from the provider to render the page: SWR keys and their replies. */
export interface ServerData {
  fallback: Record<string, unknown>;
}

/** The server-rendered page's data, or undefined for a client-rendered page (the shell). */
export function readServerData(doc: Document = document): ServerData | undefined {
  const text = doc.getElementById(SERVER_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as { fallback?: unknown };
    const { fallback } = parsed;
    return fallback && typeof fallback === 'object'
      ? { fallback: fallback as Record<string, unknown> }
      : undefined;
  } catch {
    return undefined;
  }
}

const ServerRenderedContext = createContext(false);

/** Provided as true around a page the server rendered (src/app/app-providers.tsx). */
export const ServerRenderedProvider = ServerRenderedContext.Provider;

/**
 * True while rendering on the server or hydrating its page: a first render must then give the
 * server's markup, whatever this browser's window or storage would say.
 */
export function useServerRendered(): boolean {
  return useContext(ServerRenderedContext);
}

/** Keys whose reply came with the HTML: used on that page, they do not ask the provider again. */
const handedOver = new Set<string>();
/** The address of the page they came with. */
let handedAt = '';

/**
 * Puts the server's replies in SWR's cache (its documented `mutate`, without revalidation), so a
 * feed's later pages continue from them, and remembers their keys for `keepHandedOver`.
 */
export async function primeServerData({ fallback }: ServerData): Promise<void> {
  for (const key of Object.keys(fallback)) handedOver.add(key);
  handedAt = window.location.href;
  await Promise.all(
    Object.entries(fallback).map(([key, data]) => mutate(key, data, { revalidate: false })),
  );
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
 * SWR revalidates stale data when a hook mounts; data the server has just read is not stale. On
 * the page they came with, handed-over keys skip that revalidation (SWR's `revalidateOnMount`
 * option; it also makes `isLoading` false, on the server as in the hydrating browser), so
 * hydration sends no second request (a second GET of a video would count a second view). Once the
 * visitor has moved to another address they are forgotten, and later mounts revalidate as usual.
 */
export const keepHandedOver: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const onServer = typeof window === 'undefined';
  if (!onServer && handedOver.size > 0 && window.location.href !== handedAt) handedOver.clear();
  const id = handedOver.size > 0 || onServer ? keyOf(key) : '';
  // On the server the replies are in `fallback` only (its cache is shared by every request).
  const fresh = id !== '' && (onServer ? id in (config.fallback ?? {}) : handedOver.has(id));
  return useSWRNext(key, fetcher, fresh ? { ...config, revalidateOnMount: false } : config);
};
