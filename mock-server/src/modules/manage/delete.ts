import { unlink } from 'node:fs/promises';
import path from 'node:path';
import type { ContentType } from '@inkreel/shared';
import { nowIso } from '../../db/ids.js';
import type { Store } from '../../db/store.js';
import { notFound } from '../../domain-error.js';
import { KINDS, ownedItem } from './items.js';

/**
 * Takes an uploader's item out of the records, leaving a note that it was deleted (a second
 * delete by its uploader is then answered alike, and clients that kept a copy learn it is gone),
 * and returns the files to remove once the change is written. A deleted item is 404 to everyone
 * for anything else. The upload's price stays spent: the ledger is not touched.
 * Synchronous, so the caller can delete several items before one write.
 */
export function removeItem(
  store: Store,
  ref: { kind: ContentType; id: string; userId: string },
): string[] {
  const { kind, id, userId } = ref;
  const spec = KINDS[kind];
  const gone = store.data.deletedItems.find((d) => d._id === id && d.kind === kind);
  if (gone) {
    if (gone.uploaderId !== userId) throw notFound(spec.what);
    return [];
  }
  const record = ownedItem(store, kind, id, userId);
  spec.remove(store, id);
  forgetCounts(store, id);
  store.data.deletedItems.push({ _id: id, kind, uploaderId: userId, deletedAt: nowIso() });
  return spec.files(record);
}

/**
 * An item's views, plays and likes go with it (its statistics and likers' lists forget it), and a
 * book's readers' places and highlights.
 */
function forgetCounts(store: Store, id: string): void {
  const { data } = store;
  data.playDays = data.playDays.filter((d) => d.itemId !== id);
  data.playMarks = data.playMarks.filter((m) => m.itemId !== id);
  data.likes = data.likes.filter((l) => l.itemId !== id);
  data.readingPlaces = data.readingPlaces.filter((p) => p.bookId !== id);
  data.highlights = data.highlights.filter((h) => h.bookId !== id);
}

/**
 * Removes files below DATA_DIR/media once the records no longer name them. A file already gone
 * is fine; another failure is reported, never thrown: the item is deleted either way.
 */
export async function removeFiles(
  store: Store,
  files: readonly string[],
  onError: (file: string, error: unknown) => void,
): Promise<void> {
  await Promise.all(
    files.map((file) =>
      unlink(path.join(store.mediaDir, ...file.split('/'))).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') onError(file, error);
      }),
    ),
  );
}
