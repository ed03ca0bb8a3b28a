// lib/queue: the play queue: its entries and rules, the store the players share, its sync.
import { useSyncExternalStore } from 'react';
import { onPlaybackReset, setQueueActive } from '../playback/now-playing';
import { readStoredQueue, writeStoredQueue } from './queue-storage';
import * as model from './queue-model';
import type { QueueEntry, QueueItem, QueueState } from './queue-model';

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

let queue: QueueState = readStoredQueue() ?? model.EMPTY_QUEUE;
let playing = false;
let holder: { el: HTMLMediaElement; kind: HolderKind } | null = null;
let suspendedBy: HTMLMediaElement | null = null;
let follow: QueueSnapshot['follow'] = null;
let snapshot = makeSnapshot();
const listeners = new Set<() => void>();
/** Told of every change the user makes to the queue (the provider's copy follows: queue-sync). */
const changeListeners = new Set<(state: QueueState) => void>();

function makeSnapshot(): QueueSnapshot {
  return {
    queue,
    current: model.currentEntry(queue),
    playing,
    holder: holder?.kind ?? null,
    suspended: suspendedBy !== null,
    follow,
  };
}

let saveTimer: ReturnType<typeof setTimeout> | null = null;
function saveSoon(): void {
  saveTimer ??= setTimeout(() => {
    saveTimer = null;
    writeStoredQueue(queue);
  }, 500);
}

function publish(): void {
  snapshot = makeSnapshot();
  setQueueActive(queue.current !== null);
  for (const listener of listeners) listener();
}

/** Applies a change the user made: kept, published, and told to the sync. */
function commit(next: QueueState): void {
  if (next === queue) return;
  const currentChanged = next.current !== queue.current;
  queue = next;
  if (currentChanged) onCurrentChanged();
  writeStoredQueue(queue);
  publish();
  for (const listener of changeListeners) listener(queue);
}

/** The holder of the old current entry stops; the new one is followed to its page if it needs one. */
function onCurrentChanged(): void {
  const entry = model.currentEntry(queue);
  const byPage = holder?.kind === 'page';
  if (holder) {
    holder.el.pause();
    holder = null;
  }
  suspendedBy = null;
  if (!entry) {
    playing = false;
    follow = null;
    return;
  }
  const needsPage = entry.kind !== 'video' && entry.kind !== 'audio';
  follow =
    needsPage || byPage
      ? { path: model.itemPath(entry.kind, entry.id), entryId: entry.entryId }
      : null;
  if (needsPage) playing = false;
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getSnapshot = (): QueueSnapshot => snapshot;

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
  const currentChanged = next.current !== queue.current;
  queue = next;
  if (currentChanged) {
    if (holder) holder.el.pause();
    holder = null;
    playing = false;
    follow = null;
  }
  writeStoredQueue(queue);
  publish();
}

// What the user does.

/** Plays an item now (a card's "Play now", a track's own Play): it becomes current, playing. */
export function playItem(item: QueueItem, from?: { el: HTMLMediaElement }): void {
  playing = true;
  commit(model.playNow(queue, item));
  if (from) hold(from.el, 'page');
  else if (item.kind === 'video' && queue.current) {
    // A video needs a picture: its page plays it.
    follow = { path: model.itemPath(item.kind, item.id), entryId: queue.current };
    publish();
  }
}

export const playItemNext = (item: QueueItem): void => commit(model.playNext(queue, item));
export const addItem = (item: QueueItem): void => commit(model.addToQueue(queue, item));
export const moveEntry = (entryId: string, to: number): void =>
  commit(model.move(queue, entryId, to));
export const removeEntry = (entryId: string): void => commit(model.remove(queue, entryId));
export const clearQueue = (): void => commit(model.clear(queue));
export const setShuffle = (on: boolean): void => commit(model.setShuffle(queue, on));
export const cycleRepeat = (): void => commit({ ...queue, repeat: model.nextRepeat(queue.repeat) });
export const setAutoplay = (on: boolean): void => commit({ ...queue, autoplay: on });

/** Play all (or Shuffle) of a list: the queue becomes the list, its first item current. */
export function playAll(items: QueueItem[], shuffle = false): void {
  playing = true;
  commit(model.replaceWith(queue, items, shuffle));
  const first = model.currentEntry(queue);
  // A video needs a picture: its page plays it (a reader is opened anyway).
  if (first?.kind === 'video') {
    follow = { path: model.itemPath(first.kind, first.id), entryId: first.entryId };
    publish();
  }
}

export function jumpTo(entryId: string): void {
  playing = true;
  commit(model.goTo(queue, entryId));
}

/** Recommendations to play on when the queue runs out (the mini player supplies them). */
let recommend: ((entry: QueueEntry) => Promise<QueueItem | null>) | null = null;
export function setRecommender(next: typeof recommend): void {
  recommend = next;
}

/** Next: the queue's next entry, then (autoplay on) the last item's recommendation. */
export async function next(ended = false): Promise<void> {
  const id = model.nextEntryId(queue, ended);
  if (id !== null) {
    if (id === queue.current) {
      // Repeat one: the same entry again, from the start.
      restart();
      return;
    }
    playing = true;
    commit(model.goTo(queue, id));
    return;
  }
  const last = model.currentEntry(queue);
  if (queue.autoplay && last && recommend) {
    const item = await recommend(last).catch(() => null);
    if (item && queue.current === last.entryId) {
      playing = true;
      commit(addThenGo(item));
      return;
    }
  }
  if (ended) {
    playing = false;
    publish();
  }
}

function addThenGo(item: QueueItem): QueueState {
  const added = model.addToQueue(queue, item);
  const entry = added.items.at(-1);
  return entry ? model.goTo(added, entry.entryId) : added;
}

function restart(): void {
  queue = { ...queue, position: 0 };
  if (holder) {
    holder.el.currentTime = 0;
    if (playing) holder.el.play().catch(() => undefined);
  }
  publish();
}

/** Previous: after the first seconds the item starts again; before them, the one before plays. */
export function previous(): void {
  const position = holder ? holder.el.currentTime : queue.position;
  const withPosition = { ...queue, position };
  const id = model.previousEntryId(withPosition);
  if (model.previousRestarts(withPosition) || id === null) {
    restart();
    return;
  }
  playing = true;
  commit(model.goTo(queue, id));
}

/** The current entry is no longer available (its media or record is gone): marked, skipped. */
export function markUnavailable(entryId: string): void {
  const items = queue.items.map((e) => (e.entryId === entryId ? { ...e, available: false } : e));
  commit({ ...queue, items });
  if (queue.current === entryId) void next(true);
}

// What the players report.

/** A player takes the current entry: the mini player's element, or the item's page's. */
export function hold(el: HTMLMediaElement, kind: HolderKind): void {
  if (holder && holder.el !== el) {
    // Taken from the other player: where it is now, not where its last timeupdate was (up to a
    // quarter of a second earlier), so the new one goes on from there, not a step back. Only that
    // refinement: an element still seeking to its place on loading reads far off (0), and a seek
    // reports itself.
    const now = holder.el.currentTime;
    if (Math.abs(now - queue.position) < 1) queue = { ...queue, position: now };
    holder.el.pause();
  }
  holder = { el, kind };
  suspendedBy = null;
  if (follow?.entryId === queue.current) follow = null;
  publish();
}

/** A player lets the current entry go (its page left, the mini player closing): where it was. */
export function release(el: HTMLMediaElement, at: { position: number; playing: boolean }): void {
  if (holder?.el !== el) return;
  holder = null;
  playing = at.playing;
  queue = { ...queue, position: at.position };
  writeStoredQueue(queue);
  publish();
}

export function reportPlaying(el: HTMLMediaElement, now: boolean): void {
  if (holder?.el !== el || playing === now) return;
  playing = now;
  if (!now) writeStoredQueue({ ...queue, position: el.currentTime });
  publish();
}

/** The holder's place as it plays: kept in memory, and stored every few seconds. */
export function reportPosition(el: HTMLMediaElement): void {
  if (holder?.el !== el) return;
  queue = { ...queue, position: el.currentTime };
  snapshot = { ...snapshot, queue };
  saveSoon();
}

export const followed = (): void => {
  if (!follow) return;
  follow = null;
  publish();
};

/** The element playing the current entry, when one holds it. */
export const holderElement = (): HTMLMediaElement | null => holder?.el ?? null;

/**
 * One sound at a time: another player starting (a video's autoplay, a track that is not queued)
 * pauses the queue's player, which steps aside until that player's page is left.
 */
function onAnyPlay(event: Event): void {
  const target = event.target;
  if (!(target instanceof HTMLMediaElement) || target === holder?.el) return;
  if (holder && !holder.el.paused) holder.el.pause();
  playing = false;
  suspendedBy = target;
  publish();
}

/** After a page change: a player that made the queue step aside and has gone lets it come back. */
export function resumeIfSuspenderGone(): void {
  if (suspendedBy && !suspendedBy.isConnected) {
    suspendedBy = null;
    publish();
  }
}

/** The mini player arriving late (its code was on its way) steps aside if another player plays. */
export function stepAsideForPlaying(own: HTMLMediaElement | null): void {
  const other = [...document.querySelectorAll<HTMLMediaElement>('audio, video')].find(
    (el) => el !== own && !el.paused && !el.ended,
  );
  if (other && suspendedBy === null) {
    suspendedBy = other;
    playing = false;
    publish();
  }
}

if (typeof document !== 'undefined') document.addEventListener('play', onAnyPlay, true);
onPlaybackReset(() => {
  if (holder) holder.el.pause();
  holder = null;
  suspendedBy = null;
  follow = null;
  playing = false;
  queue = model.EMPTY_QUEUE;
  publish();
});
