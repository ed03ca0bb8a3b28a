import { LRUCache } from 'lru-cache';

/** A provider reply as the server renderer needs it: its status and parsed JSON body. */
export interface ProviderReply {
  status: number;
  body: unknown;
}

export interface ProviderReaderOptions {
  /** The provider's origin as this server reaches it. */
  baseUrl: string;
  /** How long a page waits for the provider before it is sent client-rendered instead. */
  timeoutMs: number;
  /** Paths never kept: reading them may have an effect (a provider counting a read as a view). */
  uncached?: RegExp;
  fetch?: typeof globalThis.fetch;
  /** The clock the kept replies age by (milliseconds); tests move it. */
  now?: () => number;
}

/** Replies kept at most: a bound on memory whatever addresses crawlers try. */
const MAX_ENTRIES = 500;

interface Kept {
  reply: ProviderReply;
  /** The provider's validator: the next read asks with If-None-Match, a 304 reuses the reply. */
  etag: string | null;
  /** Until when the provider said the reply may be reused without asking (Cache-Control). */
  freshUntil: number;
}

/**
 * Seconds a reply may be reused without asking, by its Cache-Control: `max-age` or `s-maxage` of
 * a public reply; 0 for none, `no-cache`, `no-store` or `private`.
 */
export function freshSeconds(cacheControl: string | null): number {
  if (!cacheControl || /\b(no-store|no-cache|private)\b/i.test(cacheControl)) return 0;
  const age = /\bs-maxage=(\d+)/i.exec(cacheControl) ?? /\bmax-age=(\d+)/i.exec(cacheControl);
  return age ? Number(age[1]) : 0;
}

/** Replies worth keeping: what the provider says of the path itself, not that it failed. */
const keepable = (reply: ProviderReply) => reply.status === 200 || reply.status === 404;

/**
 * Reads the provider's public calls for the server renderer: bounded by a timeout (a slow or
 * unreachable provider gives `undefined`, and the page falls back to the client-rendered shell,
 * never slower than before). A reply is kept with its ETag in an LRU cache of at most 500
 * (lru-cache, docs/decisions/0351) and asked for again on every read (If-None-Match): the
 * provider answers 304 while it is unchanged, with no body to send or parse, and the new text as
 * soon as a creator edits, hides or deletes the item (issue 52, docs/decisions/0332), so no page
 * shows what is gone. Only a reply the provider itself declares fresh (Cache-Control max-age) is
 * reused without asking. Reads of one path at the same time share one request. Replies other
 * than 200 and 404 are not kept.
 */
export function createProviderReader(options: ProviderReaderOptions) {
  const fetchFn = options.fetch ?? globalThis.fetch;
  const now = options.now ?? Date.now;
  const kept = new LRUCache<string, Kept>({ max: MAX_ENTRIES });
  // Only reads under way: each leaves once it settles, so this stays as small as the traffic.
  const inFlight = new Map<string, Promise<ProviderReply | undefined>>();
  const freshFrom = (res: Response) =>
    now() + freshSeconds(res.headers.get('cache-control')) * 1000;

  async function ask(path: string, known: Kept | undefined): Promise<ProviderReply | undefined> {
    try {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (known?.etag) headers['If-None-Match'] = known.etag;
      const res = await fetchFn(`${options.baseUrl}${path}`, {
        headers,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (res.status === 304 && known) {
        kept.set(path, { ...known, freshUntil: freshFrom(res) });
        return known.reply;
      }
      const text = await res.text();
      const reply = { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
      if (!options.uncached?.test(path) && keepable(reply))
        kept.set(path, { reply, etag: res.headers.get('etag'), freshUntil: freshFrom(res) });
      else kept.delete(path);
      return reply;
    } catch {
      kept.delete(path);
      return undefined;
    }
  }

  return function read(path: string): Promise<ProviderReply | undefined> {
    // Each visit's own read: two visitors are two views.
    if (options.uncached?.test(path)) return ask(path, undefined);
    const known = kept.get(path);
    if (known && now() < known.freshUntil) return Promise.resolve(known.reply);
    const running = inFlight.get(path);
    if (running) return running;
    const reply = ask(path, known).finally(() => inFlight.delete(path));
    inFlight.set(path, reply);
    return reply;
  };
}

export type ProviderRead = ReturnType<typeof createProviderReader>;
