import { afterEach, describe, expect, it } from 'vitest';
import { QUEUE_STORAGE_KEY, storedCurrentItem } from './now-playing';

afterEach(() => {
  localStorage.clear();
});

const stored = (queue: unknown) => localStorage.setItem(QUEUE_STORAGE_KEY, JSON.stringify(queue));
const entry = { entryId: 'e1', kind: 'audio', id: 'a'.repeat(24), title: 'T', creator: 'C' };

describe('what a page knows of the queue before its code loads', () => {
  it("is the stored queue's current item", () => {
    stored({ items: [entry], current: 'e1' });
    expect(storedCurrentItem()).toEqual({ kind: 'audio', id: entry.id });
  });

  it('is nothing for a current entry the list lacks, or a queue that does not read back', () => {
    expect(storedCurrentItem()).toBeNull();
    for (const queue of [
      { items: [entry], current: 'e2' },
      { items: [null], current: 'e1' },
      { current: 'e1' },
      'e1',
      null,
    ]) {
      stored(queue);
      expect(storedCurrentItem()).toBeNull();
    }
    localStorage.setItem(QUEUE_STORAGE_KEY, '{not json');
    expect(storedCurrentItem()).toBeNull();
  });
});
