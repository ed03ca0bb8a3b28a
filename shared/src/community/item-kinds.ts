// The kinds of item and their words, without zod: a creator's page names its tabs and counts
// before any contract has loaded (decision 0453). Their schemas are kinds.ts.

/** The five kinds of item a creator uploads, one word each, as feeds and notifications name them. */
export const ITEM_KINDS = ['video', 'audio', 'book', 'story', 'poem'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** Where each kind's calls live: `/api/{segment}/{id}` (the paths docs/product.md section 7 uses). */
export const KIND_SEGMENTS = {
  video: 'videos',
  audio: 'audios',
  book: 'books',
  story: 'stories',
  poem: 'poems',
} as const satisfies Record<ItemKind, string>;

/** Counts of a creator's public uploads, per kind (`kindCountsSchema`). */
export type KindCounts = Record<ItemKind, number>;

/** Follows or likes (each counted apart) one account may toggle per minute; then 429. */
export const TOGGLES_PER_MINUTE = 60;

/** The word a creator page's address uses for each kind's tab (`/creator/{id}?tab=music`). */
export const KIND_TAB_PARAMS = {
  video: 'videos',
  audio: 'music',
  book: 'books',
  story: 'stories',
  poem: 'poems',
} as const satisfies Record<ItemKind, string>;

/**
 * The tab a creator page opens on: the one `?tab=` names, else the first kind the creator has
 * uploads of (videos when none). The client and the server renderer both ask it.
 */
export function creatorTab(param: string | null, counts: KindCounts | undefined): ItemKind {
  const named = ITEM_KINDS.find((kind) => KIND_TAB_PARAMS[kind] === param);
  if (named) return named;
  return ITEM_KINDS.find((kind) => (counts?.[kind] ?? 0) > 0) ?? 'video';
}

const KIND_NOUNS: Record<ItemKind, [string, string]> = {
  video: ['video', 'videos'],
  audio: ['track', 'tracks'],
  book: ['book', 'books'],
  story: ['story', 'stories'],
  poem: ['poem', 'poems'],
};

/** "11 videos · 8 tracks · 1 poem": the kinds a creator has uploads of, for their page and its preview. */
export function uploadCountsText(counts: KindCounts): string {
  const parts = ITEM_KINDS.filter((kind) => counts[kind] > 0).map(
    (kind) => `${counts[kind]} ${KIND_NOUNS[kind][counts[kind] === 1 ? 0 : 1]}`,
  );
  return parts.length > 0 ? parts.join(' · ') : 'No uploads yet';
}
