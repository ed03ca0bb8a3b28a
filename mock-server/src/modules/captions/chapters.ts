import type { Chapter, ChaptersBody } from '@inkreel/shared';
import { nowIso } from '../../db/ids.js';
import type { Store } from '../../db/store.js';
import { ownedItem, readableItem, type ItemKind } from './items.js';

const listOf = (store: Store, kind: ItemKind, itemId: string) =>
  store.data.chapterLists.find((c) => c.itemKind === kind && c.itemId === itemId);

/** GET …/chapters: the chapters the uploader gave (empty when none). */
export function chaptersOf(
  store: Store,
  kind: ItemKind,
  itemId: string,
  viewerId?: string,
): ChaptersBody {
  readableItem(store, kind, itemId, viewerId);
  return { chapters: listOf(store, kind, itemId)?.chapters ?? [] };
}

/** PUT …/chapters: the list replaced; an empty one removes it. The contract checked the rule. */
export async function setChapters(
  store: Store,
  kind: ItemKind,
  itemId: string,
  userId: string,
  chapters: Chapter[],
): Promise<ChaptersBody> {
  ownedItem(store, kind, itemId, userId);
  const lists = store.data.chapterLists;
  const current = listOf(store, kind, itemId);
  if (current) lists.splice(lists.indexOf(current), 1);
  if (chapters.length > 0) lists.push({ itemKind: kind, itemId, chapters, updatedAt: nowIso() });
  await store.write();
  return { chapters };
}
