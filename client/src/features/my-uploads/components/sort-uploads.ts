import type { StatsCounts, StatsMetric } from '@inkreel/shared';
import type { ManagedItem } from '../api/manage-calls';

export type SortOrder = 'newest' | StatsMetric;

export const SORT_LABEL: Record<SortOrder, string> = {
  newest: 'Newest first',
  views: 'Most viewed',
  likes: 'Most liked',
  comments: 'Most commented',
};

export const keyOf = ({ kind, item }: ManagedItem): string => `${kind}:${item._id}`;

/**
 * The uploads in the order asked: newest first as listed, or by a total, largest first (an
 * upload without that count last), ties kept newest first.
 */
export function sortUploads(
  items: readonly ManagedItem[],
  order: SortOrder,
  totals: ReadonlyMap<string, StatsCounts>,
): ManagedItem[] {
  if (order === 'newest') return [...items];
  const value = (entry: ManagedItem) => totals.get(keyOf(entry))?.[order] ?? -1;
  return items
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => value(b.entry) - value(a.entry) || a.index - b.index)
    .map(({ entry }) => entry);
}

/** The orders worth offering: by a total only when some upload has that count. */
export function sortOrders(totals: ReadonlyMap<string, StatsCounts>): SortOrder[] {
  const metrics = (['views', 'likes', 'comments'] as const).filter((metric) =>
    [...totals.values()].some((counts) => counts[metric] !== undefined),
  );
  return ['newest', ...metrics];
}
