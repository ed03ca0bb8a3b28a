// lib/offline: items saved for offline use: the cache, its index and the storage estimate.
import * as z from 'zod/mini';

/**
 * One item of a saved playlist, with the bytes of what was stored for it (the Downloads page lists
 * them under the playlist). A story or a poem is its text: the reply its page reads.
 */
export const savedPartSchema = z.object({
  kind: z.enum(['video', 'audio', 'book', 'story', 'poem']),
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  bytes: z.number().check(z.nonnegative()),
});
export type SavedPart = z.infer<typeof savedPartSchema>;

/** What a saved item is, for the Downloads page and the offline lists. */
export const savedItemSchema = z.object({
  kind: z.enum(['video', 'audio', 'book', 'playlist']),
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  /** Uploader, artist or author. */
  subtitle: z.string(),
  /** The app route that opens it. */
  href: z.string().check(z.startsWith('/')),
  /** Cover, artwork or thumbnail URL (kept in the offline cache). */
  imageUrl: z.optional(z.string()),
  /** Every URL stored for it in the offline cache. */
  urls: z.array(z.string()).check(z.minLength(1)),
  bytes: z.number().check(z.nonnegative()),
  savedAt: z.string(),
  /** A playlist saved as a whole (issue 55, item 5): its items, in order. */
  parts: z.optional(z.array(savedPartSchema)),
  /** The provider's version of what was saved (a playlist's `updatedAt`), to follow a newer one. */
  revision: z.optional(z.string()),
});
export type SavedItem = z.infer<typeof savedItemSchema>;
export type SavedKind = SavedItem['kind'];

export const SAVED_INDEX_KEY = 'inkreel_downloads';
const CHANGE_EVENT = 'inkreel:downloads-changed';

export const savedKey = (kind: SavedKind, id: string) => `${kind}:${id}`;

/**
 * The saved items, newest first, from `text` (the stored JSON) or read from storage now.
 * Unreadable or malformed entries are dropped, never thrown.
 */
export function readSavedItems(
  text: string | null = localStorage.getItem(SAVED_INDEX_KEY),
): SavedItem[] {
  try {
    const raw: unknown = JSON.parse(text ?? '[]');
    if (!Array.isArray(raw)) return [];
    return raw.flatMap((entry) => {
      const parsed = savedItemSchema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    });
  } catch {
    return [];
  }
}

function writeSavedItems(items: SavedItem[]): void {
  localStorage.setItem(SAVED_INDEX_KEY, JSON.stringify(items));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function putSavedItem(item: SavedItem): void {
  const others = readSavedItems().filter(
    (entry) => savedKey(entry.kind, entry.id) !== savedKey(item.kind, item.id),
  );
  writeSavedItems([item, ...others]);
}

export function findSavedItem(kind: SavedKind, id: string): SavedItem | undefined {
  return readSavedItems().find((entry) => savedKey(entry.kind, entry.id) === savedKey(kind, id));
}

/** An updated entry, in its place in the list (an update is not a new save). */
export function replaceSavedItem(item: SavedItem): void {
  const key = savedKey(item.kind, item.id);
  writeSavedItems(
    readSavedItems().map((entry) => (savedKey(entry.kind, entry.id) === key ? item : entry)),
  );
}

export function dropSavedItem(kind: SavedKind, id: string): SavedItem | undefined {
  const items = readSavedItems();
  const found = items.find((entry) => savedKey(entry.kind, entry.id) === savedKey(kind, id));
  if (found) writeSavedItems(items.filter((entry) => entry !== found));
  return found;
}

/**
 * The stored URLs no saved item uses any more, of `urls`: a file two saved items share (a track
 * saved alone and in a playlist) stays until neither is saved.
 */
export function unusedUrls(urls: readonly string[]): string[] {
  const used = new Set(readSavedItems().flatMap((item) => item.urls));
  return urls.filter((url) => !used.has(url));
}

/** Re-runs `onChange` when this tab or another changes the index. */
export function subscribeSavedItems(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SAVED_INDEX_KEY) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
