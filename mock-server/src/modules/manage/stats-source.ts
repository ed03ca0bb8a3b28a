import { STATS_DAYS, type ContentType, type StatsCounts, type StatsDay } from '@inkreel/shared';
import type { Store } from '../../db/store.js';
import { publicCount } from '../comments/comments.service.js';
import { dailyCounts, dayOf } from '../views/views.service.js';
import type { ItemRecord } from './items.js';

/**
 * Where the statistics get their numbers: the one seam between them and whoever counts.
 *
 * Views and plays are the views module's (counted once per viewer a day after real playback, a
 * total on the record and a count per UTC day beside it); books, stories and poems are not
 * viewed. Likes are the likes module's records, each dated; comments are the item's published
 * ones, the count everyone sees. A like taken back or a comment deleted leaves its day too.
 */
const viewed = (kind: ContentType) => kind === 'video' || kind === 'audio';

const likesOf = (store: Store, kind: ContentType, id: string) =>
  store.data.likes.filter((l) => l.kind === kind && l.itemId === id);

const commentsOf = (store: Store, kind: ContentType, id: string) =>
  store.data.comments.filter(
    (c) =>
      c.kind === kind && c.itemId === id && c.deletedAt === undefined && c.state === 'published',
  );

export function totalsOf(kind: ContentType, record: ItemRecord, store: Store): StatsCounts {
  const views = 'views' in record ? record.views : 'plays' in record ? record.plays : undefined;
  return {
    ...(views === undefined ? {} : { views }),
    likes: likesOf(store, kind, record._id).length,
    comments: publicCount(store, kind, record._id),
  };
}

/** How many of some dated things fell on each day. */
function perDay(dates: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const at of dates) {
    const day = dayOf(new Date(at));
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return counts;
}

/** The last STATS_DAYS days of an item's counts, oldest first. */
export function daysOf(
  store: Store,
  kind: ContentType,
  record: ItemRecord,
  now = new Date(),
): StatsDay[] {
  const likes = perDay(likesOf(store, kind, record._id).map((l) => l.createdAt));
  const comments = perDay(commentsOf(store, kind, record._id).map((c) => c.createdAt));
  return dailyCounts(store, record._id, STATS_DAYS, now).map(({ day, count }) => ({
    date: day,
    ...(viewed(kind) ? { views: count } : {}),
    likes: likes.get(day) ?? 0,
    comments: comments.get(day) ?? 0,
  }));
}
