// lib/offline: items saved for offline use: the cache, its index and the storage estimate.
import { savedCopyDiffers, type SaveRequest } from './save-request';
import { findSavedItem, replaceSavedItem, savedKey, type SavedItem } from './saved-index';
import { setUpdating } from './saved-updates';
import { cachedSize, deleteUnused, openOfflineCache, savedEntry, storeAll } from './store-files';

// One update of an entry at a time: a later one starts from what the earlier one left.
const running = new Map<string, Promise<unknown>>();

/**
 * Brings a saved entry in line with `request` (a saved playlist changed since, decision 0433):
 * what it holds already stays as stored, what is new is downloaded, the order, title and sizes
 * follow, and what no saved entry holds any more is deleted. All or nothing: on a failure
 * (offline, a failed call, full storage) the saved copy stays as it was and this rejects with a
 * SaveError. Null when it is not saved (any more) or already the same.
 */
export function updateSaved(request: SaveRequest): Promise<SavedItem | null> {
  const key = savedKey(request.item.kind, request.item.id);
  const before = running.get(key) ?? Promise.resolve();
  const next = before.catch(() => undefined).then(() => update(request));
  running.set(key, next);
  const done = () => {
    if (running.get(key) === next) running.delete(key);
  };
  void next.then(done, done);
  return next;
}

async function update(request: SaveRequest): Promise<SavedItem | null> {
  const { kind, id } = request.item;
  const previous = findSavedItem(kind, id);
  if (!previous || !savedCopyDiffers(previous, request)) return null;
  const cache = await openOfflineCache();
  const holds = new Set(previous.urls);
  setUpdating(kind, id, true);
  try {
    const stored = await storeAll(cache, request, async (url) =>
      holds.has(url) ? cachedSize(cache, url) : undefined,
    );
    if (!findSavedItem(kind, id)) {
      // Removed while it updated: what this stored goes too.
      await deleteUnused(cache, stored.urls);
      return null;
    }
    const item = savedEntry(request, stored, previous.savedAt);
    replaceSavedItem(item);
    // Its items removed since: their files, unless another saved entry holds them.
    await deleteUnused(cache, previous.urls);
    return item;
  } finally {
    setUpdating(kind, id, false);
  }
}
