// lib/offline: items saved for offline use: the cache, its index and the storage estimate.
import { apiUrl, commonHeaders } from '../api/api-client';
import { removeItem } from './save-item';
import type { SavedItem, SavedKind } from './saved-index';

/**
 * Where the provider says whether an item is still there; HEAD counts no view or play (a
 * playlist counts none: it is read with GET when its saved copy follows it).
 */
const PROBE: Readonly<Record<SavedKind, (id: string) => string>> = {
  video: (id) => `/api/videos/${encodeURIComponent(id)}`,
  audio: (id) => `/api/audios/${encodeURIComponent(id)}`,
  book: (id) => `/api/books/cover/${encodeURIComponent(id)}`,
  playlist: (id) => `/api/playlists/${encodeURIComponent(id)}`,
};

/**
 * How a kind's saved copy follows what the provider has now (a playlist's items, decision 0433),
 * from its reply to GET. It runs on its own: a failure keeps the copy as it was.
 */
export type Follow = (item: SavedItem, reply: Response) => Promise<unknown>;

interface SyncOptions {
  fetchFn?: typeof fetch;
  follow?: Partial<Record<SavedKind, Follow>>;
}

/**
 * Brings the saved items in line with the provider: an item it answers 404 for (deleted by its
 * creator, or made private) has its saved copy removed; one a kind `follow`s is read (GET, not
 * HEAD) and handed to it. Any other answer, or none (offline, a provider down), keeps the copy.
 * Returns what was removed, for the page to say so (without waiting for the follows).
 */
export async function syncSavedItems(
  items: readonly SavedItem[],
  { fetchFn = fetch, follow = {} }: SyncOptions = {},
): Promise<SavedItem[]> {
  const gone = await Promise.all(
    items.map(async (item) => {
      const follows = follow[item.kind];
      try {
        const res = await fetchFn(apiUrl(PROBE[item.kind](item.id)), {
          method: follows ? 'GET' : 'HEAD',
          credentials: 'include',
          headers: commonHeaders(),
        });
        if (res.ok && follows) {
          void follows(item, res).catch((error: unknown) =>
            console.warn('Updating a saved copy failed; it stays as it was', error),
          );
        }
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
