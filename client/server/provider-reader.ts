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
  now?: () => number;
}

/** Replies kept at most: a bound on memory whatever addresses crawlers try. */
const MAX_ENTRIES = 500;

/**
 * Reads the provider's public calls for the server renderer: bounded by a timeout (a slow or
 * unreachable provider gives `undefined`, and the page falls back to the client-rendered shell,
 * never slower than before), and kept for a few seconds. Replies other than 200 and 404 are not
 * kept. A Map in insertion order is the whole cache (docs/decisions/0265).
 */
export function createProviderReader(options: ProviderReaderOptions) {
  const fetchFn = options.fetch ?? globalThis.fetch;
  const now = options.now ?? Date.now;
  const kept = new Map<string, { at: number; reply: Promise<ProviderReply | undefined> }>();

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
    const entry = kept.get(path);
    if (entry && now() - entry.at < options.ttlMs) return entry.reply;
    const reply = ask(path);
    if (options.uncached?.test(path)) return reply;
    kept.delete(path);
    kept.set(path, { at: now(), reply });
    if (kept.size > MAX_ENTRIES) kept.delete(kept.keys().next().value as string);
    const settled = await reply;
    if (!settled || (settled.status !== 200 && settled.status !== 404)) kept.delete(path);
    return settled;
  };
}

export type ProviderRead = ReturnType<typeof createProviderReader>;
