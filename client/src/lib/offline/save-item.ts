// lib/offline: items saved for offline use: the cache, its index and the storage estimate.
import { dropSavedItem, putSavedItem, type SavedItem } from './saved-index';
import type { SaveRequest } from './save-request';
import { storageManager } from './storage-manager';
import { deleteUnused, openOfflineCache, savedEntry, storeAll } from './store-files';

export {
  partKey,
  SaveError,
  type SaveMetadata,
  type SaveRequest,
  type SaveSource,
} from './save-request';

/**
 * Saves an item's files and metadata into the offline cache, all or nothing: on any failure
 * (network, full storage, cancel) whatever was stored is removed again and nothing is indexed.
 */
export async function saveItem(request: SaveRequest): Promise<SavedItem> {
  const cache = await openOfflineCache();
  const item = savedEntry(request, await storeAll(cache, request), new Date().toISOString());
  putSavedItem(item);
  void storageManager()
    ?.persist?.()
    .catch(() => false);
  return item;
}

/**
 * Removes a saved item's files and its index entry; returns the bytes freed. A file another saved
 * item holds too (a playlist's track saved alone as well) stays for that one.
 */
export async function removeItem(kind: SavedItem['kind'], id: string): Promise<number> {
  const item = dropSavedItem(kind, id);
  if (!item) return 0;
  if (typeof caches !== 'undefined') await deleteUnused(await openOfflineCache(), item.urls);
  return item.bytes;
}
