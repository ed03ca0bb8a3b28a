import type { ItemKind, KindCounts } from '@inkreel/shared';

interface KindTab {
  kind: ItemKind;
  label: string;
  /** The word `?tab=` uses. */
  param: string;
  /** One and several, for "3 videos". */
  noun: [string, string];
}

const VIDEOS: KindTab = {
  kind: 'video',
  label: 'Videos',
  param: 'videos',
  noun: ['video', 'videos'],
};

/** A creator's tabs, in the navigation bar's order. */
export const KIND_TABS: readonly KindTab[] = [
  VIDEOS,
  { kind: 'audio', label: 'Music', param: 'music', noun: ['track', 'tracks'] },
  { kind: 'book', label: 'Books', param: 'books', noun: ['book', 'books'] },
  { kind: 'story', label: 'Stories', param: 'stories', noun: ['story', 'stories'] },
  { kind: 'poem', label: 'Poems', param: 'poems', noun: ['poem', 'poems'] },
];

/** The tab `?tab=` names, else the first kind the creator has uploads of (videos when none). */
export function tabOf(param: string | null, counts: KindCounts | undefined): KindTab {
  const named = KIND_TABS.find((t) => t.param === param);
  if (named) return named;
  return KIND_TABS.find((t) => (counts?.[t.kind] ?? 0) > 0) ?? VIDEOS;
}

/** "3 videos · 1 track", the kinds they have uploads of. */
export function countsLine(counts: KindCounts): string {
  const parts = KIND_TABS.filter((t) => counts[t.kind] > 0).map(
    (t) => `${counts[t.kind]} ${counts[t.kind] === 1 ? t.noun[0] : t.noun[1]}`,
  );
  return parts.length > 0 ? parts.join(' · ') : 'No uploads yet';
}
