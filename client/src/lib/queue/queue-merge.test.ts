import { describe, expect, it } from 'vitest';
import { EMPTY_QUEUE, type QueueEntry, type QueueState } from './queue-model';
import { mergeQueues } from './queue-merge';

const entry = (id: string): QueueEntry => ({
  entryId: id,
  kind: 'audio',
  id: id.padEnd(24, '0'),
  title: id,
  creator: 'Ada',
  available: true,
});
const queue = (ids: string[], over: Partial<QueueState> = {}): QueueState => ({
  ...EMPTY_QUEUE,
  items: ids.map(entry),
  current: ids[0] ?? null,
  ...over,
});
const order = (s: QueueState) => s.items.map((e) => e.entryId);

describe('merging two changes of the queue', () => {
  it('keeps what both sides added, each after its neighbour', () => {
    const base = queue(['a', 'b']);
    const merged = mergeQueues(base, queue(['a', 'x', 'b']), queue(['a', 'b', 'y']));
    expect(order(merged)).toEqual(
      ['a', 'b', 'y', 'x'].sort(
        (p, q) => ['a', 'x', 'b', 'y'].indexOf(p) - ['a', 'x', 'b', 'y'].indexOf(q),
      ),
    );
    expect(new Set(order(merged)).size).toBe(4);
  });

  it('drops what either side removed, and never doubles an entry', () => {
    const base = queue(['a', 'b', 'c']);
    const merged = mergeQueues(base, queue(['a', 'c', 'x']), queue(['b', 'c', 'x2']));
    expect(order(merged).sort()).toEqual(['c', 'x', 'x2']);
  });

  it("keeps this side's reorder, the other side's additions after their neighbour", () => {
    const base = queue(['a', 'b', 'c']);
    const merged = mergeQueues(base, queue(['c', 'a', 'b']), queue(['a', 'b', 'c', 'z']));
    expect(order(merged)).toEqual(['c', 'z', 'a', 'b']);
  });

  it("takes this side's current entry and settings when it changed them, else the other's", () => {
    const base = queue(['a', 'b']);
    const here = queue(['a', 'b'], { current: 'b', position: 9 });
    const there = queue(['a', 'b'], { repeat: 'all', position: 3 });
    const merged = mergeQueues(base, here, there);
    expect(merged).toMatchObject({ current: 'b', position: 9, repeat: 'all' });
    // A current entry the other side removed: the first one plays instead.
    const gone = mergeQueues(base, here, queue(['a']));
    expect(gone.current).toBe('a');
  });

  it('with nothing in common yet, keeps both lists', () => {
    const merged = mergeQueues(null, queue(['x']), queue(['a', 'b']));
    expect(order(merged).sort()).toEqual(['a', 'b', 'x']);
  });
});
