import { randomInt } from 'node:crypto';

function shuffle<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
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
    const batch = shuffle(ids.filter((id) => !this.served.has(id))).slice(0, size);
    for (const id of batch) this.served.add(id);
    if (batch.length < size) {
      // This cycle ran out: top the batch up from a new cycle.
      this.served.clear();
      const taken = new Set(batch);
      const extra = shuffle(ids.filter((id) => !taken.has(id))).slice(0, size - batch.length);
      for (const id of extra) this.served.add(id);
      batch.push(...extra);
    } else if (this.served.size >= alive.size) {
      this.served.clear();
    }
    return shuffle(batch);
  }
}
