import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetProgress, IN_PROGRESS_LIMIT, readInProgress, recordProgress } from './in-progress';
import { hasInProgress, IN_PROGRESS_KEY } from './in-progress-check';

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

const video = { kind: 'video', id: 'v1', title: 'First light' } as const;
const book = { kind: 'book', id: 'b1', title: 'A long book' } as const;

describe('what is in progress', () => {
  it('keeps the newest first, one entry per item, and forgets the finished', () => {
    vi.useFakeTimers();
    vi.setSystemTime(1000);
    expect(hasInProgress()).toBe(false);
    recordProgress({ ...video, progress: 0.2, duration: 100 });
    vi.setSystemTime(2000);
    recordProgress({ ...book, progress: 0.5 });
    expect(readInProgress().map((e) => e.id)).toEqual(['b1', 'v1']);
    expect(hasInProgress()).toBe(true);

    vi.setSystemTime(3000);
    recordProgress({ ...video, progress: 0.4, duration: 100 });
    expect(readInProgress()).toEqual([
      { ...video, progress: 0.4, duration: 100, at: 3000 },
      { ...book, progress: 0.5, at: 2000 },
    ]);

    // As good as finished, or barely begun: off the row.
    recordProgress({ ...video, progress: 0.99, duration: 100 });
    recordProgress({ ...book, progress: 0 });
    expect(readInProgress()).toEqual([]);
    expect(hasInProgress()).toBe(false);
  });

  it('forgets one item, keeps at most the limit, and reads a broken store as empty', () => {
    for (let n = 0; n < IN_PROGRESS_LIMIT + 5; n += 1)
      recordProgress({ kind: 'audio', id: `a${n}`, title: `T${n}`, progress: 0.5 });
    expect(readInProgress()).toHaveLength(IN_PROGRESS_LIMIT);
    forgetProgress('audio', `a${IN_PROGRESS_LIMIT + 4}`);
    expect(readInProgress()).toHaveLength(IN_PROGRESS_LIMIT - 1);

    localStorage.setItem(IN_PROGRESS_KEY, '{oops');
    expect(readInProgress()).toEqual([]);
    localStorage.setItem(IN_PROGRESS_KEY, JSON.stringify([{ kind: 'video' }, 3, null]));
    expect(readInProgress()).toEqual([]);
  });
});
