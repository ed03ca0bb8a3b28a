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
  /** How long a reply is kept; lists change rarely, and a popular page must not cost a call per visit. */
  ttlMs: number;
  /** Paths never kept: reading them may have an effect (a provider counting a read as a view). */
  uncached?: RegExp;
  fetch?: typeof globalThis.fetch;
  /** The clock the kept replies age by (milliseconds); tests move it. */
  now?: () => number;
}

/** Replies kept at most: a bound on memory whatever addresses crawlers try. */
const MAX_ENTRIES = 500;

/** Replies worth keeping: what the provider says of the path itself, not that it failed. */
const keepable = (reply: ProviderReply | undefined) =>
  reply !== undefined && (reply.status === 200 || reply.status === 404);

/**
 * Reads the provider's public calls for the server renderer: bounded by a timeout (a slow or
 * unreachable provider gives `undefined`, and the page falls back to the client-rendered shell,
 * never slower than before), and kept for a few seconds in an LRU cache of at most 500 replies
 * (lru-cache), so a busy page costs the provider one read per path per `ttlMs` instead of one per
 * visit, and concurrent visits share a read in flight (docs/decisions/0351). Replies other than
 * 200 and 404 are not kept.
 */
export function createProviderReader(options: ProviderReaderOptions) {
  const fetchFn = options.fetch ?? globalThis.fetch;
  const kept = new LRUCache<string, Promise<ProviderReply | undefined>>({
    max: MAX_ENTRIES,
    ttl: options.ttlMs,
    ...(options.now ? { perf: { now: options.now } } : {}),
  });

  async function ask(path: string): Promise<ProviderReply | undefined> {
    try {
      const res = await fetchFn(`${options.baseUrl}${path}`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
    } catch {
      return undefined;
    }
  }

  return async function read(path: string): Promise<ProviderReply | undefined> {
    if (options.uncached?.test(path)) return ask(path);
    const waiting = kept.get(path);
    if (waiting) return waiting;
    // Kept while in flight, so visits that arrive meanwhile wait for the same read.
    const reply = ask(path);
    kept.set(path, reply);
    const settled = await reply;
    if (!keepable(settled) && kept.get(path) === reply) kept.delete(path);
    return settled;
  };
}

export type ProviderRead = ReturnType<typeof createProviderReader>;
