// lib/feeds: the endless feeds: batches merged by id, the next page asked once, random batches.
/** Pure helpers behind the infinite feeds (video pages and random audio/book batches). */

export interface WithId {
  _id: string;
}

/** Concatenates batches in order, keeping the first occurrence of each id. */
export function mergeUniqueById<T extends WithId>(
  batches: readonly (readonly T[] | undefined)[],
): T[] {
  const seen = new Set<string>();
  const merged: T[] = [];
  for (const batch of batches) {
    for (const item of batch ?? []) {
      if (seen.has(item._id)) continue;
      seen.add(item._id);
      merged.push(item);
    }
  }
  return merged;
}

/**
 * How many of the most recent batches added no new id. A random feed never ends, but once
 * batches stop bringing anything new it should not keep fetching on its own while the
 * sentinel stays in view (that would hammer the server with requests that change nothing).
 */
export function trailingFruitlessBatches(
  batches: readonly (readonly WithId[] | undefined)[],
): number {
  const seen = new Set<string>();
  let fruitless = 0;
  for (const batch of batches) {
    let added = 0;
    for (const item of batch ?? []) {
      if (!seen.has(item._id)) {
        seen.add(item._id);
        added += 1;
      }
    }
    fruitless = added === 0 ? fruitless + 1 : 0;
  }
  return fruitless;
}

/** Whether a paged feed has pages left: page `loaded` of `pages` (pages may be 0 for an empty list). */
export function hasMorePages(loaded: number, pages: number | undefined): boolean {
  if (pages === undefined) return loaded === 0;
  return loaded < pages;
}
