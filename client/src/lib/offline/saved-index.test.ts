import fc from 'fast-check';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { isSavedItem, readSavedItems, type SavedItem } from './saved-index';

// The saved index's shape as a schema states it: isSavedItem must say what this says.
const partShape = z.object({
  kind: z.enum(['video', 'audio', 'book', 'story', 'poem']),
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  bytes: z.number().check(z.nonnegative()),
});
const itemShape = z.object({
  kind: z.enum(['video', 'audio', 'book', 'playlist']),
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  subtitle: z.string(),
  href: z.string().check(z.startsWith('/')),
  imageUrl: z.optional(z.string()),
  urls: z.array(z.string()).check(z.minLength(1)),
  bytes: z.number().check(z.nonnegative()),
  savedAt: z.string(),
  parts: z.optional(z.array(partShape)),
  revision: z.optional(z.string()),
});

const book: SavedItem = {
  kind: 'book',
  id: 'b1',
  title: 'A book',
  subtitle: 'An author',
  href: '/books/read/b1',
  urls: ['/api/books/read/b1'],
  bytes: 1200,
  savedAt: '2026-11-30T12:00:00.000Z',
};

// Near-valid values: each field right, wrong or missing, so that every check is reached.
const oddValue = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.constant(''),
  fc.constant(-1),
  fc.constant(Number.POSITIVE_INFINITY),
  fc.string(),
  fc.integer(),
  fc.constant([]),
  fc.constant({}),
);
const maybe = <T>(good: fc.Arbitrary<T>) => fc.oneof(good, good, oddValue);
const part = fc.record({
  kind: maybe(fc.constantFrom('video', 'audio', 'book', 'story', 'poem', 'playlist')),
  id: maybe(fc.string()),
  title: maybe(fc.string()),
  bytes: maybe(fc.double()),
});
const item = fc.record(
  {
    kind: maybe(fc.constantFrom('video', 'audio', 'book', 'playlist', 'story')),
    id: maybe(fc.string()),
    title: maybe(fc.string()),
    subtitle: maybe(fc.string()),
    href: maybe(
      fc.oneof(
        fc.string(),
        fc.string().map((s) => `/${s}`),
      ),
    ),
    imageUrl: maybe(fc.string()),
    urls: maybe(fc.array(maybe(fc.string()), { maxLength: 3 })),
    bytes: maybe(fc.double()),
    savedAt: maybe(fc.string()),
    parts: maybe(fc.array(maybe(part), { maxLength: 3 })),
    revision: maybe(fc.string()),
  },
  { requiredKeys: [] },
);

describe('isSavedItem', () => {
  it('takes a whole entry and refuses a damaged one', () => {
    expect(isSavedItem(book)).toBe(true);
    expect(isSavedItem({ ...book, parts: [{ kind: 'poem', id: 'p', title: 'P', bytes: 3 }] })).toBe(
      true,
    );
    expect(isSavedItem({ ...book, urls: [] })).toBe(false);
    expect(isSavedItem({ ...book, href: 'books/read/b1' })).toBe(false);
    expect(isSavedItem({ ...book, kind: 'story' })).toBe(false);
    expect(isSavedItem({ ...book, bytes: -1 })).toBe(false);
    expect(isSavedItem({ ...book, parts: [{ kind: 'book', id: '', title: 'x', bytes: 1 }] })).toBe(
      false,
    );
    expect(isSavedItem([book])).toBe(false);
  });

  it('says what the shape says, for any entry', () => {
    fc.assert(
      fc.property(fc.oneof(item, fc.anything()), (value) => {
        expect(isSavedItem(value)).toBe(itemShape.safeParse(value).success);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('readSavedItems', () => {
  it('keeps the whole entries of the stored list and never throws', () => {
    const stored = JSON.stringify([book, { ...book, id: '' }, 'x', null]);
    expect(readSavedItems(stored)).toEqual([book]);
    expect(readSavedItems('{"not":"a list"}')).toEqual([]);
    expect(readSavedItems('not json')).toEqual([]);
  });
});
