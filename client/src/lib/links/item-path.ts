// lib/links: where each kind of item lives in this app, for every link to one.
import type { ItemKind } from '@inkreel/shared';

const PAGE_OF: Readonly<Record<ItemKind, string>> = {
  video: '/video/',
  audio: '/audio/',
  book: '/books/read/',
  story: '/stories/story/',
  poem: '/stories/poem/',
};

/** The path of an item's page (a book's: its reader) from its kind and id alone. */
export const itemPath = (kind: ItemKind, id: string): string =>
  `${PAGE_OF[kind]}${encodeURIComponent(id)}`;
