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

/** Whether the stored queue has a current entry (a reload brings the mini player back). */
function storedQueueIsActive(): boolean {
  try {
    const raw = localStorage.getItem(QUEUE_STORAGE_KEY);
    return raw !== null && (JSON.parse(raw) as { current?: unknown }).current != null;
  } catch {
    return false;
  }
}

let active = typeof window !== 'undefined' && storedQueueIsActive();
const listeners = new Set<() => void>();
const resets = new Set<() => void>();

/** The queue says whether it has a current entry (and so whether the mini player is wanted). */
export function setQueueActive(next: boolean): void {
  if (next === active) return;
  active = next;
  for (const listener of listeners) listener();
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
  setQueueActive(false);
  if (typeof document === 'undefined') return;
  for (const media of document.querySelectorAll<HTMLMediaElement>('audio, video')) media.pause();
}
