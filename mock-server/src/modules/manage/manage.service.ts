import {
  isFileContentType,
  type Audio,
  type Book,
  type BulkBody,
  type BulkResult,
  type ContentType,
  type Deleted,
  type FileContentType,
  type ItemEdit,
  type Video,
} from '@inkreel/shared';
import type { Store } from '../../db/store.js';
import { bulkChange } from './bulk.js';
import { removeFiles, removeItem } from './delete.js';
import { changeItem } from './edit.js';
import { redrawPlaceholder, replaceImage } from './image.js';
import { KINDS, ownedItem, type ItemReply } from './items.js';

export { itemStats, statsTotals } from './stats.js';
export { statsCsv } from './stats-csv.js';

/**
 * A creator's controls over their uploads (the manage feature, docs/product.md section 10): edit,
 * picture, visibility, delete, in bulk too. `upload/` creates the items; from then on only this
 * module changes or removes them (content/ keeps their view and play counters).
 */

export interface ItemRef {
  kind: ContentType;
  id: string;
  /** Who asks: only the item's uploader may change it. */
  userId: string;
}

/** Reports a file that could not be removed (the record is gone either way). */
export type FileErrorLog = (file: string, error: unknown) => void;

/**
 * PATCH: the fields sent, checked against `expected` (If-Match), written before the reply. A new
 * title is drawn anew on a picture the provider drew (image.ts).
 */
export async function editItem(
  store: Store,
  ref: ItemRef,
  edit: ItemEdit,
  expected: number | null | undefined,
  log: FileErrorLog,
): Promise<ItemReply> {
  const before = ownedItem(store, ref.kind, ref.id, ref.userId).title;
  const record = changeItem(store, ref, edit, expected);
  const stale =
    record.title !== before && isFileContentType(ref.kind)
      ? await redrawPlaceholder(store, ref.kind, record)
      : [];
  await store.write();
  await removeFiles(store, stale, log);
  return KINDS[ref.kind].reply(store, record);
}

/** PUT …/image: the new picture written, then the old file removed. */
export async function putImage(
  store: Store,
  ref: ItemRef & { kind: FileContentType },
  upload: { path: string },
  expected: number | null | undefined,
  log: FileErrorLog,
): Promise<Video | Audio | Book> {
  const { record, stale } = await replaceImage(store, ref, upload, expected);
  await store.write();
  await removeFiles(store, stale, log);
  // A kind with a picture replies with its own shape (never a writing's).
  return KINDS[ref.kind].reply(store, record) as Video | Audio | Book;
}

/** DELETE: the record gone (and written), then its files. Deleting again answers the same. */
export async function deleteItem(store: Store, ref: ItemRef, log: FileErrorLog): Promise<Deleted> {
  const files = removeItem(store, ref);
  await store.write();
  await removeFiles(store, files, log);
  return { kind: ref.kind, id: ref.id, deleted: true };
}

/** POST /api/uploads/bulk: every item changed, one write, then the deleted items' files. */
export async function bulkItems(
  store: Store,
  userId: string,
  body: BulkBody,
  log: FileErrorLog,
): Promise<BulkResult> {
  const { result, files } = bulkChange(store, userId, body);
  await store.write();
  await removeFiles(store, files, log);
  return result;
}
