/** Entries kept per cache before it starts again empty. */
export const PART_CACHE_ENTRIES = 256;
/** Longer raw parts are parsed every time: a cache of long, one-off strings would only cost. */
export const PART_CACHE_KEY_LENGTH = 200;

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * A request part's validated value by its raw text (a route's query string, its path
 * parameters), for the requests that repeat: most ask for the same first page. The contracts'
 * schemas are pure, so the same text always gives the same value; a part that fails validation
 * throws and is not kept. Values are frozen, since every request with that text shares one.
 * Bounded: when full it starts again empty, as the provider's other caches do.
 */
export class PartCache {
  private readonly entries = new Map<string, unknown>();

  constructor(private readonly limit = PART_CACHE_ENTRIES) {}

  get size(): number {
    return this.entries.size;
  }

  /** The value `parse()` gives for `key`, parsed on the first request with that key. */
  get(key: string, parse: () => unknown): unknown {
    if (key.length > PART_CACHE_KEY_LENGTH) return parse();
    const known = this.entries.get(key);
    if (known !== undefined) return known;
    const value = deepFreeze(parse());
    if (value === undefined) return value;
    if (this.entries.size >= this.limit) this.entries.clear();
    this.entries.set(key, value);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
