import {
  creatorTab,
  ITEM_KINDS,
  KIND_TAB_PARAMS,
  type ItemKind,
  type KindCounts,
} from '@inkreel/shared';

interface KindTab {
  kind: ItemKind;
  label: string;
  /** The word `?tab=` uses. */
  param: string;
}

const LABELS: Record<ItemKind, string> = {
  video: 'Videos',
  audio: 'Music',
  book: 'Books',
  story: 'Stories',
  poem: 'Poems',
};

/** A creator's tabs, in the navigation bar's order. */
export const KIND_TABS: readonly KindTab[] = ITEM_KINDS.map((kind) => ({
  kind,
  param: KIND_TAB_PARAMS[kind],
  label: LABELS[kind],
}));

/** The tab `?tab=` names, else the first kind the creator has uploads of (videos when none). */
export function tabOf(param: string | null, counts: KindCounts | undefined): KindTab {
  const kind = creatorTab(param, counts);
  return { kind, param: KIND_TAB_PARAMS[kind], label: LABELS[kind] };
}

/** `?tab=` of the creator's public playlists (issue 55), after the kinds. */
export const PLAYLISTS_TAB = 'playlists';
