import { STATS_DAYS, type ContentType, type StatsCounts, type StatsDay } from '@inkreel/shared';
import type { Store } from '../../db/store.js';
import { dailyCounts } from '../content/content.service.js';
import type { ItemRecord } from './items.js';

/**
 * Where the statistics get their numbers: the one seam between them and whoever counts.
 *
 * Today views and plays are content's counters (each GET of a video or track counts) with a
 * count per UTC day beside them; likes are a track's list of likers (no dates, so no daily
 * likes); books, stories and poems are not counted, and there are no comments. When the
 * community feature lands (views counted once per viewer per day after real playback, likes
 * and comments on every kind), its views service's per-day record replaces `dailyCounts` here
 * and its likes and comments fill the counts this leaves out: nothing else in manage/ changes.
 */
export function totalsOf(kind: ContentType, record: ItemRecord): StatsCounts {
  if (kind === 'video' && 'views' in record) return { views: record.views };
  if (kind === 'audio' && 'plays' in record)
    return { views: record.plays, likes: record.likes.length };
  return {};
}

/** The last STATS_DAYS days of an item's counts, oldest first (only the counts kept daily). */
export function daysOf(
  store: Store,
  kind: ContentType,
  record: ItemRecord,
  now = new Date(),
): StatsDay[] {
  const counted = kind === 'video' || kind === 'audio';
  return dailyCounts(store, record._id, STATS_DAYS, now).map(({ date, count }) =>
    counted ? { date, views: count } : { date },
  );
}
