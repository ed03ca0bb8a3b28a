import { describe, expect, it, vi } from 'vitest';
import { GroupCommit } from './group-commit.js';

/** A commit that records what it saw and finishes when told to. */
function slowCommits() {
  const seen: number[] = [];
  const finish: (() => void)[] = [];
  let value = 0;
  const commit = vi.fn(async () => {
    seen.push(value);
    await new Promise<void>((resolve) => finish.push(resolve));
  });
  return {
    seen,
    commit,
    set: (v: number) => (value = v),
    finishNext: () => finish.shift()?.(),
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('GroupCommit', () => {
  it('commits writes that arrive together once, and writes during a commit together next', async () => {
    const c = slowCommits();
    const commits = new GroupCommit(c.commit, 1000, () => undefined);
    c.set(1);
    const a = commits.write();
    const b = commits.write();
    expect(a).toBe(b);
    await turn();
    expect(c.commit).toHaveBeenCalledTimes(1);

    // Three writers while the first commit runs share the second commit.
    c.set(2);
    const later = [commits.write(), commits.write(), commits.write()];
    expect(new Set(later).size).toBe(1);
    c.finishNext();
    await a;
    await turn();
    expect(c.commit).toHaveBeenCalledTimes(2);
    c.finishNext();
    await Promise.all(later);
    expect(c.seen).toEqual([1, 2]);
  });

  it('resolves a write only after a commit that started after it', async () => {
    const c = slowCommits();
    const commits = new GroupCommit(c.commit, 1000, () => undefined);
    const first = commits.write();
    await turn();
    c.set(7);
    let secondDone = false;
    const second = commits.write().then(() => (secondDone = true));
    c.finishNext();
    await first;
    await turn();
    expect(secondDone).toBe(false);
    c.finishNext();
    await second;
    expect(c.seen.at(-1)).toBe(7);
  });

  it('passes a failed commit to its writers and keeps committing afterwards', async () => {
    let fail = true;
    const commits = new GroupCommit(
      () => (fail ? Promise.reject(new Error('disk full')) : Promise.resolve()),
      1000,
      () => undefined,
    );
    await expect(commits.write()).rejects.toThrow('disk full');
    fail = false;
    await expect(commits.write()).resolves.toBeUndefined();
  });

  it('writes a write-behind change within the interval, once for many changes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const commit = vi.fn(() => Promise.resolve());
      const commits = new GroupCommit(commit, 500, () => undefined);
      for (let i = 0; i < 50; i += 1) commits.later();
      expect(commits.pending).toBe(true);
      await vi.advanceTimersByTimeAsync(499);
      expect(commit).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(commit).toHaveBeenCalledTimes(1));
      await vi.waitFor(() => expect(commits.pending).toBe(false));
    } finally {
      vi.useRealTimers();
    }
  });

  it('flush() commits a waiting write-behind change at once (shutdown)', async () => {
    const commit = vi.fn(() => Promise.resolve());
    const commits = new GroupCommit(commit, 60_000, () => undefined);
    commits.later();
    await commits.flush();
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commits.pending).toBe(false);
    await commits.flush();
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('a write carries the write-behind changes with it', async () => {
    const commit = vi.fn(() => Promise.resolve());
    const commits = new GroupCommit(commit, 60_000, () => undefined);
    commits.later();
    await commits.write();
    expect(commits.pending).toBe(false);
    expect(commit).toHaveBeenCalledTimes(1);
  });
});
