import type { ContentType, StatsCounts, StatsMetric } from '@inkreel/shared';
import { formatCount, formatPlays, formatViews } from '../../../lib/format/format';

const plural = (n: number, one: string, many: string) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

/** The name of what is counted as `views` for a kind: a track's plays, a book's reads... */
export function viewsWord(kind: ContentType): { one: string; many: string } {
  if (kind === 'video') return { one: 'view', many: 'views' };
  if (kind === 'audio') return { one: 'play', many: 'plays' };
  return { one: 'read', many: 'reads' };
}

/** "12 views", "3 plays", "1 like": one count as a creator reads it. */
export function countText(kind: ContentType, metric: StatsMetric, n: number): string {
  if (metric === 'likes') return plural(n, 'like', 'likes');
  if (metric === 'comments') return plural(n, 'comment', 'comments');
  if (kind === 'video') return formatViews(n);
  if (kind === 'audio') return formatPlays(n);
  const word = viewsWord(kind);
  return plural(n, word.one, word.many);
}

/** The counts a provider keeps for an upload, each as text, in the order views, likes, comments. */
export function countsText(kind: ContentType, counts: StatsCounts): string[] {
  return (['views', 'likes', 'comments'] as const).flatMap((metric) => {
    const n = counts[metric];
    return n === undefined ? [] : [countText(kind, metric, n)];
  });
}
