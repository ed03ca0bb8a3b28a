import { randomInt } from 'node:crypto';

/**
 * `count` distinct items of `pool` in random order: the first steps of a Fisher–Yates shuffle, so a
 * batch of 12 costs 12 draws however large the catalogue. Reorders `pool`.
 */
function draw<T>(pool: T[], count: number): T[] {
  const n = Math.min(count, pool.length);
  for (let i = 0; i < n; i += 1) {
    const j = i + randomInt(pool.length - i);
    const picked = pool[j] as T;
    pool[j] = pool[i] as T;
    pool[i] = picked;
  }
  return pool.slice(0, n);
}

/**
 * Random batches that still cover the whole catalogue: each batch draws from the items not yet
 * served in the current cycle, and a cycle ends once every item has been served. So
 * ceil(n / size) + 1 consecutive calls always show everything, and a batch never repeats an id.
 */
export class RandomCycle {
  private served = new Set<string>();

  next(ids: readonly string[], size: number): string[] {
    const alive = new Set(ids);
    for (const id of this.served) if (!alive.has(id)) this.served.delete(id);
    const batch = draw(
      ids.filter((id) => !this.served.has(id)),
      size,
    );
    for (const id of batch) this.served.add(id);
    if (batch.length < size) {
      // This cycle ran out: top the batch up from a new cycle, and mix the two parts.
      this.served.clear();
      const taken = new Set(batch);
      const extra = draw(
        ids.filter((id) => !taken.has(id)),
        size - batch.length,
      );
      for (const id of extra) this.served.add(id);
      batch.push(...extra);
      return draw(batch, batch.length);
    }
    if (this.served.size >= alive.size) this.served.clear();
    return batch;
  }
}
