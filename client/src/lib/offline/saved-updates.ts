// lib/offline: items saved for offline use: the cache, its index and the storage estimate.
import { useSyncExternalStore } from 'react';
import { savedKey, type SavedKind } from './saved-index';

// Which saved entries are being brought up to date now (this tab's updates; each runs once).
const updating = new Set<string>();
const listeners = new Set<() => void>();

export function setUpdating(kind: SavedKind, id: string, on: boolean): void {
  const key = savedKey(kind, id);
  if (on === updating.has(key)) return;
  if (on) updating.add(key);
  else updating.delete(key);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the saved copy of an item is being updated now, for an "Updating…" hint. */
export function useSavedUpdating(kind: SavedKind, id: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => updating.has(savedKey(kind, id)),
    () => false,
  );
}
