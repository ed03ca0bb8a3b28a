// lib/queue: the play queue: its entries and rules, the store the players share, its sync.
import { useSyncExternalStore } from 'react';
import { setQueueCurrent } from '../playback/now-playing';
import { readStoredQueue, writeStoredQueue } from './queue-storage';
import * as model from './queue-model';
import type { QueueEntry, QueueState } from './queue-model';

/** Who plays the current entry: the mini player, or the page of the item (its own player). */
export type HolderKind = 'mini' | 'page';

export interface QueueSnapshot {
  queue: QueueState;
  current: QueueEntry | null;
  /** Whether the current entry should be playing (what the holder does, or will on taking it). */
  playing: boolean;
  holder: HolderKind | null;
  /** Another player on the page plays (or played) and the queue stepped aside, paused. */
  suspended: boolean;
  /** A page the app should open to go on (a reader, or the page of the next item). */
  follow: { path: string; entryId: string } | null;
}

/**
 * The store's state, one object so that what the user does (queue-store.ts) and what the players
 * report (queue-players.ts) change the same queue; only the files of this store touch it.
 */
interface Live {
  queue: QueueState;
  playing: boolean;
  holder: { el: HTMLMediaElement; kind: HolderKind } | null;
  suspendedBy: HTMLMediaElement | null;
  follow: QueueSnapshot['follow'];
  snapshot: QueueSnapshot;
}

const start: Omit<Live, 'snapshot'> = {
  queue: readStoredQueue() ?? model.EMPTY_QUEUE,
  playing: false,
  holder: null,
  suspendedBy: null,
  follow: null,
};
export const live: Live = { ...start, snapshot: makeSnapshot(start) };
const listeners = new Set<() => void>();
/** Told of every change the user makes to the queue (the provider's copy follows: queue-sync). */
const changeListeners = new Set<(state: QueueState) => void>();

function makeSnapshot(state: Omit<Live, 'snapshot'>): QueueSnapshot {
  return {
    queue: state.queue,
    current: model.currentEntry(state.queue),
    playing: state.playing,
    holder: state.holder?.kind ?? null,
    suspended: state.suspendedBy !== null,
    follow: state.follow,
  };
}

let saveTimer: ReturnType<typeof setTimeout> | null = null;
export function saveSoon(): void {
  saveTimer ??= setTimeout(() => {
    saveTimer = null;
    writeStoredQueue(live.queue);
  }, 500);
}

export function publish(): void {
  live.snapshot = makeSnapshot(live);
  setQueueCurrent(live.snapshot.current);
  for (const listener of listeners) listener();
}

/** Applies a change the user made: kept, published, and told to the sync. */
export function commit(next: QueueState): void {
  if (next === live.queue) return;
  const currentChanged = next.current !== live.queue.current;
  live.queue = next;
  if (currentChanged) onCurrentChanged();
  writeStoredQueue(live.queue);
  publish();
  for (const listener of changeListeners) listener(live.queue);
}

/** The holder of the old current entry stops; the new one is followed to its page if it needs one. */
function onCurrentChanged(): void {
  const entry = model.currentEntry(live.queue);
  const byPage = live.holder?.kind === 'page';
  if (live.holder) {
    live.holder.el.pause();
    live.holder = null;
  }
  live.suspendedBy = null;
  if (!entry) {
    live.playing = false;
    live.follow = null;
    return;
  }
  const needsPage = entry.kind !== 'video' && entry.kind !== 'audio';
  live.follow =
    needsPage || byPage
      ? { path: model.itemPath(entry.kind, entry.id), entryId: entry.entryId }
      : null;
  if (needsPage) live.playing = false;
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getSnapshot = (): QueueSnapshot => live.snapshot;

/** What the server renders (it keeps no queue), and so what a hydrating page renders first. */
const SERVER_SNAPSHOT: QueueSnapshot = {
  queue: model.EMPTY_QUEUE,
  current: null,
  playing: false,
  holder: null,
  suspended: false,
  follow: null,
};

/**
 * The queue, re-rendering on every change. A page the server rendered hydrates with an empty
 * queue, as the server drew it, then renders this browser's stored queue (React #418 else).
 */
export function useQueueSnapshot(): QueueSnapshot {
  return useSyncExternalStore(subscribe, getSnapshot, () => SERVER_SNAPSHOT);
}

export function onQueueChange(listener: (state: QueueState) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** The sync replaces the queue with a merged or adopted one (not told back to the sync). */
export function replaceQueue(next: QueueState): void {
  const currentChanged = next.current !== live.queue.current;
  live.queue = next;
  if (currentChanged) {
    if (live.holder) live.holder.el.pause();
    live.holder = null;
    live.playing = false;
    live.follow = null;
  }
  writeStoredQueue(live.queue);
  publish();
}

/** The current entry from its start again, in the player holding it if one does. */
export function restart(): void {
  live.queue = { ...live.queue, position: 0 };
  if (live.holder) {
    live.holder.el.currentTime = 0;
    if (live.playing) live.holder.el.play().catch(() => undefined);
  }
  publish();
}
