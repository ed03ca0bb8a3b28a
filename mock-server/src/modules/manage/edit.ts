import type { ContentType, ItemEdit, Visibility } from '@inkreel/shared';
import { newMediaKey } from '../../db/ids.js';
import type { Store } from '../../db/store.js';
import { visibilityOf } from '../content/content.service.js';
import { bumpVersion, expectVersion, ownedItem, type ItemRecord } from './items.js';

/** The fields each kind lets its uploader edit (the contracts refuse the others). */
const TEXT_FIELDS = [
  'title',
  'description',
  'tags',
  'genre',
  'artist',
  'author',
  'content',
] as const;

/**
 * Moves an item to a visibility. Turning private gives it a new media key, so media URLs handed
 * out before (while it was public, or private before) stop opening its files; leaving private
 * drops the key, and its files are again anyone's by their plain paths.
 */
export function setVisibility(record: ItemRecord, visibility: Visibility): boolean {
  if (visibilityOf(record) === visibility) return false;
  record.visibility = visibility;
  if (visibility === 'private') record.mediaKey = newMediaKey();
  else delete record.mediaKey;
  return true;
}

/**
 * Changes the fields sent, and only those, of an uploader's item: two editors changing different
 * fields both keep their change, and a field is never half of one and half of another. With
 * `expected` (If-Match), an item that changed since that version was read is refused (412).
 * Synchronous, so the caller can check and change several items before one write.
 */
export function changeItem(
  store: Store,
  ref: { kind: ContentType; id: string; userId: string },
  edit: ItemEdit,
  expected?: number | null,
): ItemRecord {
  const record = ownedItem(store, ref.kind, ref.id, ref.userId);
  expectVersion(record, expected);
  let changed = false;
  const fields = record as unknown as Record<string, unknown>;
  for (const field of TEXT_FIELDS) {
    const value = edit[field];
    if (value === undefined || !(field in fields)) continue;
    if (JSON.stringify(fields[field]) !== JSON.stringify(value)) {
      fields[field] = value;
      changed = true;
    }
  }
  if (edit.visibility) changed = setVisibility(record, edit.visibility) || changed;
  // An edit that changes nothing leaves the version alone: an editor whose form held the same
  // values gets no conflict with one who saved them first.
  if (changed) bumpVersion(record);
  return record;
}
