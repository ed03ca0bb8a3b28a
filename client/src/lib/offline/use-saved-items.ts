// lib/offline: items saved for offline use: the cache, its index and the storage estimate.
import { useMemo, useSyncExternalStore } from 'react';
import {
  SAVED_INDEX_KEY,
  readSavedItems,
  savedKey,
  subscribeSavedItems,
  type SavedItem,
  type SavedKind,
} from './saved-index';

const snapshot = () => {
  try {
    return localStorage.getItem(SAVED_INDEX_KEY) ?? '[]';
  } catch {
    return '[]';
  }
};

/** Every saved item, newest first; re-renders when the index changes (in any tab). */
export function useSavedItems(kind?: SavedKind): SavedItem[] {
  const raw = useSyncExternalStore(subscribeSavedItems, snapshot, () => '[]');
  return useMemo(() => {
    const items = readSavedItems(raw);
    return kind ? items.filter((item) => item.kind === kind) : items;
  }, [raw, kind]);
}

export function useSavedItem(kind: SavedKind, id: string): SavedItem | undefined {
  const items = useSavedItems(kind);
  return items.find((item) => savedKey(item.kind, item.id) === savedKey(kind, id));
}
