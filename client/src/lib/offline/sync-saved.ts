// lib/offline: items saved for offline use: the cache, its index and the storage estimate.
import { apiUrl, commonHeaders } from '../api/api-client';
import { removeItem } from './save-item';
import type { SavedItem, SavedKind } from './saved-index';

/** Where the provider says whether an item is still there; HEAD counts no view or play. */
const PROBE: Readonly<Record<SavedKind, (id: string) => string>> = {
  video: (id) => `/api/videos/${encodeURIComponent(id)}`,
  audio: (id) => `/api/audios/${encodeURIComponent(id)}`,
  book: (id) => `/api/books/cover/${encodeURIComponent(id)}`,
  playlist: (id) => `/api/playlists/${encodeURIComponent(id)}`,
};

/**
 * Brings the saved items in line with the provider: an item it answers 404 for (deleted by its
 * creator, or made private) has its saved copy removed. Any other answer, or none (offline, a
 * provider down), keeps the copy. Returns what was removed, for the page to say so.
 */
export async function syncSavedItems(
  items: readonly SavedItem[],
  fetchFn: typeof fetch = fetch,
): Promise<SavedItem[]> {
  const gone = await Promise.all(
    items.map(async (item) => {
      try {
        const res = await fetchFn(apiUrl(PROBE[item.kind](item.id)), {
          method: 'HEAD',
          credentials: 'include',
          headers: commonHeaders(),
        });
        return res.status === 404 ? item : null;
      } catch {
        return null;
      }
    }),
  );
  const removed = gone.filter((item): item is SavedItem => item !== null);
  for (const item of removed) await removeItem(item.kind, item.id);
  return removed;
}
