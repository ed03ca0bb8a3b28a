import { describe, expect, it } from 'vitest';
import { pageQuerySchema } from '@inkreel/shared';
import { PART_CACHE_KEY_LENGTH, PartCache } from './part-cache.js';
import { parsePart } from './route.js';

const parseQuery = (query: Record<string, string>) => parsePart(pageQuerySchema, query, 'query');

describe('PartCache', () => {
  it('gives what parsing gives, and parses each key once', () => {
    const cache = new PartCache();
    let parses = 0;
    const get = (key: string, query: Record<string, string>) =>
      cache.get(key, () => {
        parses += 1;
        return parseQuery(query);
      });
    expect(get('page=2', { page: '2' })).toEqual(parseQuery({ page: '2' }));
    expect(get('page=2', { page: '2' })).toEqual({ page: 2 });
    expect(get('', {})).toEqual(parseQuery({}));
    expect(parses).toBe(2);
  });

  it('keeps no failure: an invalid part is refused again on every request', () => {
    const cache = new PartCache();
    let parses = 0;
    const bad = () =>
      cache.get('page=0', () => {
        parses += 1;
        return parseQuery({ page: '0' });
      });
    expect(bad).toThrow(/Invalid query\.page/);
    expect(bad).toThrow(/Invalid query\.page/);
    expect(parses).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('is bounded, and parses a very long key every time without keeping it', () => {
    const cache = new PartCache(3);
    for (let page = 1; page <= 10; page += 1) {
      expect(cache.get(`page=${page}`, () => parseQuery({ page: String(page) }))).toEqual({ page });
      expect(cache.size).toBeLessThanOrEqual(3);
    }
    const long = 'x'.repeat(PART_CACHE_KEY_LENGTH + 1);
    let parses = 0;
    const parse = () => {
      parses += 1;
      return { long: true };
    };
    cache.get(long, parse);
    cache.get(long, parse);
    expect(parses).toBe(2);
  });

  it('freezes what it shares between requests', () => {
    const cache = new PartCache();
    const value = cache.get('k', () => ({ page: 1, tags: ['a'] })) as { tags: string[] };
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(value.tags)).toBe(true);
  });
});
