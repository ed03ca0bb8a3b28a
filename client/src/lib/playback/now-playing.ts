// lib/playback: what every player shares: media state, speed, volume, resume place, the handover.
import { useSyncExternalStore } from 'react';

/**
 * Not in docs/product.md: the play queue (lib/queue) and the mini player that plays it at the foot
 * of every page. This small part is all the first load of a page carries: whether there is
 * something to play (the mini player's code, and the queue's, load only then) and how signing out
 * stops everything. The queue itself lives in lib/queue, loaded with the players.
 */
export const QUEUE_STORAGE_KEY = 'inkreel:queue';
/** The provider's copy of the queue as this browser last synced it (features/queue/remote-queue). */
export const SYNCED_QUEUE_KEY = 'inkreel:queue:synced';

/** The queue's current item, as far as a page needs to know it before the queue's code loads. */
export interface QueueCurrentItem {
  kind: string;
  id: string;
}

/** The stored queue's current item (a reload brings the mini player back), if it has one. */
export function storedCurrentItem(): QueueCurrentItem | null {
  try {
    const raw = localStorage.getItem(QUEUE_STORAGE_KEY);
    if (raw === null) return null;
    const stored = JSON.parse(raw) as { current?: unknown; items?: unknown };
    if (stored.current == null || !Array.isArray(stored.items)) return null;
    const entry: unknown = stored.items.find(
      (item: unknown) => (item as { entryId?: unknown } | null)?.entryId === stored.current,
    );
    const { kind, id } = (entry ?? {}) as { kind?: unknown; id?: unknown };
    return typeof kind === 'string' && typeof id === 'string' ? { kind, id } : null;
  } catch {
    return null;
  }
}

let current = typeof window !== 'undefined' ? storedCurrentItem() : null;
let active = current !== null;
const listeners = new Set<() => void>();
const resets = new Set<() => void>();

/**
 * The queue (lib/queue, once loaded) says what its current item is: whether the mini player is
 * wanted, and which item's page comes back to it.
 */
export function setQueueCurrent(next: QueueCurrentItem | null): void {
  current = next && { kind: next.kind, id: next.id };
  if ((next !== null) === active) return;
  active = next !== null;
  for (const listener of listeners) listener();
}

/**
 * Whether the item is the queue's current entry: its page's player takes it from the mini player
 * where it is, so its own remembered place is not offered. Read without the queue's code.
 */
export function isQueueCurrent(kind: string, id: string): boolean {
  return current?.kind === kind && current.id === id;
}

/** Whether the queue has something to play, re-rendering when that changes. */
export function useQueueActive(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => active,
    () => false,
  );
}

/** The queue, once loaded, says how to empty itself when someone signs out. */
export function onPlaybackReset(reset: () => void): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

/**
 * Signing out: the queue (kept per browser for whoever is signed in) is emptied, and every player
 * on the page stops, so that none carries on when the page is left afterwards.
 */
export function stopAllPlayback(): void {
  for (const reset of resets) reset();
  try {
    localStorage.removeItem(QUEUE_STORAGE_KEY);
    localStorage.removeItem(SYNCED_QUEUE_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
  setQueueCurrent(null);
  if (typeof document === 'undefined') return;
  for (const media of document.querySelectorAll<HTMLMediaElement>('audio, video')) media.pause();
}
