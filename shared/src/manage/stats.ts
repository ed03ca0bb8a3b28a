import * as z from 'zod/mini';
import { contentTypeSchema } from '../upload/content-types.js';
import { visibilitySchema } from '../content/visibility.js';
import { idSchema } from '../common/primitives.js';

/** Days the statistics of one upload cover, today included. */
export const STATS_DAYS = 30;

const count = z.int().check(z.nonnegative());

/**
 * Counts of one upload. `views` are a video's views, a track's plays, a book's, story's or poem's
 * reads; each count is absent where the provider does not keep it (a kind it does not count, or
 * likes and comments before it has them).
 */
export const statsCountsSchema = z.object({
  views: z.optional(count),
  likes: z.optional(count),
  comments: z.optional(count),
});
export type StatsCounts = z.infer<typeof statsCountsSchema>;
export type StatsMetric = keyof StatsCounts;
export const STATS_METRICS: readonly StatsMetric[] = ['views', 'likes', 'comments'];

/** One day (the provider's UTC date) of an upload's counts. */
export const statsDaySchema = z.extend(statsCountsSchema, {
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
});
export type StatsDay = z.infer<typeof statsDaySchema>;

/** An upload's totals, as My uploads lists and sorts them. */
export const statsTotalsItemSchema = z.object({
  kind: contentTypeSchema,
  id: idSchema,
  title: z.string(),
  visibility: visibilitySchema,
  totals: statsCountsSchema,
});
export type StatsTotalsItem = z.infer<typeof statsTotalsItemSchema>;

export const statsTotalsSchema = z.object({ items: z.array(statsTotalsItemSchema) });
export type StatsTotals = z.infer<typeof statsTotalsSchema>;

/**
 * One upload's statistics: each of the last STATS_DAYS days, oldest first, and the totals. The
 * totals count since the upload; days before the provider kept daily counts are not in `days`,
 * so the days may add up to less.
 */
export const itemStatsSchema = z.extend(statsTotalsItemSchema, {
  days: z.array(statsDaySchema),
});
export type ItemStats = z.infer<typeof itemStatsSchema>;

/** The columns of the CSV export, in order (docs/product.md section 10). */
export const STATS_CSV_COLUMNS = [
  'kind',
  'id',
  'title',
  'date',
  'views',
  'likes',
  'comments',
] as const;
/** The `date` cell of the row that holds an upload's totals. */
export const STATS_CSV_TOTAL = 'total';

export const statsExportQuerySchema = z.object({
  kind: z.optional(contentTypeSchema),
  id: z.optional(idSchema),
});
