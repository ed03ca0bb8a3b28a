import { describe, expect, it } from 'vitest';
import {
  addToQueue,
  currentEntry,
  EMPTY_QUEUE,
  move,
  nextEntryId,
  playNext,
  playNow,
  previousEntryId,
  previousRestarts,
  remove,
  replaceWith,
  setShuffle,
  type QueueItem,
  type QueueState,
} from './queue-model';

const item = (title: string, kind: QueueItem['kind'] = 'audio'): QueueItem => ({
  kind,
  id: title.padEnd(24, '0'),
  title,
  creator: 'Ada',
});
const titles = (s: QueueState) => s.items.map((e) => e.title);
const idOf = (s: QueueState, title: string) =>
  s.items.find((e) => e.title === title)?.entryId ?? '';
const withABC = () => ['a', 'b', 'c'].reduce((s, t) => addToQueue(s, item(t)), EMPTY_QUEUE);

describe('the queue model', () => {
  it('adds at the end, plays next after the current one, and plays now as current', () => {
    let s = withABC();
    expect(currentEntry(s)?.title).toBe('a');
    s = playNext(s, item('n'));
    expect(titles(s)).toEqual(['a', 'n', 'b', 'c']);
    s = playNow(s, item('x'));
    expect(titles(s)).toEqual(['a', 'x', 'n', 'b', 'c']);
    expect(currentEntry(s)?.title).toBe('x');
    // The same item twice is two entries.
    s = addToQueue(s, item('a'));
    expect(new Set(s.items.map((e) => e.entryId)).size).toBe(6);
  });

  it('moves within bounds and removes, the current one passing to the next', () => {
    let s = withABC();
    s = move(s, idOf(s, 'c'), 0);
    expect(titles(s)).toEqual(['c', 'a', 'b']);
    s = move(s, idOf(s, 'c'), 99);
    expect(titles(s)).toEqual(['a', 'b', 'c']);
    s = remove(s, idOf(s, 'a'));
    expect(currentEntry(s)?.title).toBe('b');
    s = remove(s, idOf(s, 'c'));
    s = remove(s, idOf(s, 'b'));
    expect(s.current).toBeNull();
  });

  it('next skips what is no longer available, stops at the end, and wraps with repeat all', () => {
    let s = withABC();
    s = { ...s, items: s.items.map((e) => (e.title === 'b' ? { ...e, available: false } : e)) };
    expect(nextEntryId(s)).toBe(idOf(s, 'c'));
    s = { ...s, current: idOf(s, 'c') };
    expect(nextEntryId(s)).toBeNull();
    expect(nextEntryId({ ...s, repeat: 'all' })).toBe(idOf(s, 'a'));
    // Repeat one: an item that ended plays again; Next still moves on.
    const one = { ...s, current: idOf(s, 'a'), repeat: 'one' as const };
    expect(nextEntryId(one, true)).toBe(idOf(s, 'a'));
    expect(nextEntryId(one)).toBe(idOf(s, 'c'));
  });

  it('previous restarts after 3 seconds, else goes back', () => {
    const s = { ...withABC(), current: '' };
    const atB = { ...s, current: idOf(s, 'b'), position: 1 };
    expect(previousRestarts(atB)).toBe(false);
    expect(previousEntryId(atB)).toBe(idOf(s, 'a'));
    expect(previousRestarts({ ...atB, position: 3.5 })).toBe(true);
    expect(previousRestarts({ ...atB, current: idOf(s, 'a') })).toBe(true);
  });

  it('shuffles what comes after the current one and puts it back in order', () => {
    let s = ['a', 'b', 'c', 'd', 'e'].reduce((q, t) => addToQueue(q, item(t)), EMPTY_QUEUE);
    let n = 0;
    const rigged = () => [0.1, 0.9, 0.5, 0.2][n++ % 4] as number;
    s = setShuffle(s, true, rigged);
    expect(titles(s)[0]).toBe('a');
    expect(titles(s).sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(titles(s)).not.toEqual(['a', 'b', 'c', 'd', 'e']);
    s = addToQueue(s, item('f'));
    s = setShuffle(s, false);
    expect(titles(s)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('Play all replaces the queue, the first item current; Shuffle mixes them all', () => {
    const s = replaceWith(withABC(), [item('x'), item('y', 'book')]);
    expect(titles(s)).toEqual(['x', 'y']);
    expect(currentEntry(s)?.title).toBe('x');
    const mixed = replaceWith(withABC(), [item('x'), item('y'), item('z')], true);
    expect(titles(mixed).sort()).toEqual(['x', 'y', 'z']);
    expect(currentEntry(mixed)?.title).toBe(titles(mixed)[0]);
  });
});
