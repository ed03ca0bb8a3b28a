// lib/offline: items saved for offline use: the cache, its index and the storage estimate.
const PART_KINDS = ['video', 'audio', 'book', 'story', 'poem'] as const;
const ITEM_KINDS = ['video', 'audio', 'book', 'playlist'] as const;

/**
 * One item of a saved playlist, with the bytes of what was stored for it (the Downloads page lists
 * them under the playlist). A story or a poem is its text: the reply its page reads.
 */
export interface SavedPart {
  kind: (typeof PART_KINDS)[number];
  id: string;
  title: string;
  bytes: number;
}

/** What a saved item is, for the Downloads page and the offline lists. */
export interface SavedItem {
  kind: (typeof ITEM_KINDS)[number];
  id: string;
  title: string;
  /** Uploader, artist or author. */
  subtitle: string;
  /** The app route that opens it. */
  href: string;
  /** Cover, artwork or thumbnail URL (kept in the offline cache). */
  imageUrl?: string | undefined;
  /** Every URL stored for it in the offline cache. */
  urls: string[];
  bytes: number;
  savedAt: string;
  /** A playlist saved as a whole (issue 55, item 5): its items, in order. */
  parts?: SavedPart[] | undefined;
  /** The provider's version of what was saved (a playlist's `updatedAt`), to follow a newer one. */
  revision?: string | undefined;
}
export type SavedKind = SavedItem['kind'];

/*
 * The index is this app's own storage, read on the first render of every page with a save button:
 * checked by hand rather than by a zod schema, so that those pages do not load zod before their
 * first read (decision 0453). saved-index.test.ts holds these checks to the shape stated as a schema.
 */
type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isName = (value: unknown) => isText(value) && value.length > 0;
const isSize = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isOptionalText = (value: unknown) => value === undefined || isText(value);
const isOneOf = (list: readonly string[], value: unknown) => isText(value) && list.includes(value);

function isSavedPart(value: unknown): value is SavedPart {
  return (
    isFields(value) &&
    isOneOf(PART_KINDS, value.kind) &&
    isName(value.id) &&
    isText(value.title) &&
    isSize(value.bytes)
  );
}

/** Whether a stored entry is a whole saved item (an older or damaged one is not). */
export function isSavedItem(value: unknown): value is SavedItem {
  return (
    isFields(value) &&
    isOneOf(ITEM_KINDS, value.kind) &&
    isName(value.id) &&
    isText(value.title) &&
    isText(value.subtitle) &&
    isText(value.href) &&
    value.href.startsWith('/') &&
    isOptionalText(value.imageUrl) &&
    Array.isArray(value.urls) &&
    value.urls.length > 0 &&
    value.urls.every(isText) &&
    isSize(value.bytes) &&
    isText(value.savedAt) &&
    (value.parts === undefined || (Array.isArray(value.parts) && value.parts.every(isSavedPart))) &&
    isOptionalText(value.revision)
  );
}

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
    return raw.filter(isSavedItem);
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
