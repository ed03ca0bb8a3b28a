import type { Store } from '../../db/store.js';

/** Daily counts older than this are dropped as new days come: the statistics show 30. */
const KEEP_DAYS = 60;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC date of an instant, `YYYY-MM-DD`. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * Adds one to today's count of an item, beside the total the record keeps. Changed in memory with
 * the counter it goes with, so it is written when the counter is (store.writeSoon()).
 */
export function countDay(store: Store, itemId: string, now = new Date()): void {
  const day = utcDay(now);
  const days = store.data.countedDays;
  const entry = days.find((d) => d.itemId === itemId && d.day === day);
  if (entry) {
    entry.count += 1;
    return;
  }
  // A new day: the first count of it for any item also sweeps out counts nobody shows any more.
  if (!days.some((d) => d.day === day)) {
    const oldest = utcDay(new Date(now.getTime() - KEEP_DAYS * DAY_MS));
    store.data.countedDays = days.filter((d) => d.day >= oldest);
  }
  store.data.countedDays.push({ itemId, day, count: 1 });
}

/**
 * An item's counts for each of the last `days` UTC days, oldest first, today last; a day without
 * any count is 0.
 */
export function dailyCounts(
  store: Store,
  itemId: string,
  days: number,
  now = new Date(),
): { date: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const d of store.data.countedDays) if (d.itemId === itemId) counts.set(d.day, d.count);
  return Array.from({ length: days }, (_, i) => {
    const date = utcDay(new Date(now.getTime() - (days - 1 - i) * DAY_MS));
    return { date, count: counts.get(date) ?? 0 };
  });
}

/** Forgets an item's daily counts (it was deleted). */
export function forgetCountedDays(store: Store, itemId: string): void {
  store.data.countedDays = store.data.countedDays.filter((d) => d.itemId !== itemId);
}
