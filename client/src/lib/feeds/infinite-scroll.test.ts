import { describe, expect, it } from 'vitest';
import { hasMorePages, mergeUniqueById, trailingFruitlessBatches } from './infinite-scroll';

const item = (id: string, label = id) => ({ _id: id, label });

describe('mergeUniqueById', () => {
  it('concatenates batches in order', () => {
    expect(mergeUniqueById([[item('a'), item('b')], [item('c')]]).map((i) => i._id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('drops ids already seen, keeping the first copy', () => {
    const merged = mergeUniqueById([
      [item('a', 'first'), item('b')],
      [item('b', 'again'), item('a', 'again'), item('c')],
      [item('c'), item('a')],
    ]);
    expect(merged).toEqual([item('a', 'first'), item('b'), item('c')]);
  });

  it('drops duplicates inside one batch and skips missing batches', () => {
    expect(mergeUniqueById([undefined, [item('x'), item('x')], []])).toEqual([item('x')]);
  });

  it('returns an empty list for no batches', () => {
    expect(mergeUniqueById([])).toEqual([]);
  });
});

describe('trailingFruitlessBatches', () => {
  it('is 0 while the last batch brought something new', () => {
    expect(trailingFruitlessBatches([[item('a')], [item('a'), item('b')]])).toBe(0);
  });

  it('counts the recent batches that added nothing', () => {
    expect(trailingFruitlessBatches([[item('a'), item('b')], [item('b')], [item('a')]])).toBe(2);
  });

  it('resets after a batch adds a new id', () => {
    expect(trailingFruitlessBatches([[item('a')], [item('a')], [item('c')]])).toBe(0);
  });

  it('counts an empty batch as fruitless', () => {
    expect(trailingFruitlessBatches([[]])).toBe(1);
  });
});

describe('hasMorePages', () => {
  it('wants the first page before anything is known', () => {
    expect(hasMorePages(0, undefined)).toBe(true);
  });

  it('stops when the loaded count reaches pagination.pages', () => {
    expect(hasMorePages(1, 4)).toBe(true);
    expect(hasMorePages(4, 4)).toBe(false);
    expect(hasMorePages(1, 0)).toBe(false);
  });
});
