// lib/queue: the play queue: its entries and rules, the store the players share, its sync.
import * as model from './queue-model';
import type { QueueEntry, QueueItem, QueueState } from './queue-model';
import { hold } from './queue-players';
import { commit, live, publish, restart } from './queue-state';

// The store's one face: its state and subscriptions (queue-state.ts), what the players report
// (queue-players.ts), and below, what the user does.
export {
  getSnapshot,
  onQueueChange,
  replaceQueue,
  subscribe,
  useQueueSnapshot,
  type HolderKind,
  type QueueSnapshot,
} from './queue-state';
export {
  followed,
  hold,
  holderElement,
  release,
  reportPlaying,
  reportPosition,
  resumeIfSuspenderGone,
  stepAsideForPlaying,
} from './queue-players';

// What the user does.

/** Plays an item now (a card's "Play now", a track's own Play): it becomes current, playing. */
export function playItem(item: QueueItem, from?: { el: HTMLMediaElement }): void {
  live.playing = true;
  commit(model.playNow(live.queue, item));
  if (from) hold(from.el, 'page');
  else if (item.kind === 'video' && live.queue.current) {
    // A video needs a picture: its page plays it.
    live.follow = { path: model.itemPath(item.kind, item.id), entryId: live.queue.current };
    publish();
  }
}

export const playItemNext = (item: QueueItem): void => commit(model.playNext(live.queue, item));
export const addItem = (item: QueueItem): void => commit(model.addToQueue(live.queue, item));
export const moveEntry = (entryId: string, to: number): void =>
  commit(model.move(live.queue, entryId, to));
export const removeEntry = (entryId: string): void => commit(model.remove(live.queue, entryId));
export const clearQueue = (): void => commit(model.clear(live.queue));
export const setShuffle = (on: boolean): void => commit(model.setShuffle(live.queue, on));
export const cycleRepeat = (): void =>
  commit({ ...live.queue, repeat: model.nextRepeat(live.queue.repeat) });
export const setAutoplay = (on: boolean): void => commit({ ...live.queue, autoplay: on });

/** Play all (or Shuffle) of a list: the queue becomes the list, its first item current. */
export function playAll(items: QueueItem[], shuffle = false): void {
  live.playing = true;
  commit(model.replaceWith(live.queue, items, shuffle));
  const first = model.currentEntry(live.queue);
  // A video needs a picture: its page plays it (a reader is opened anyway).
  if (first?.kind === 'video') {
    live.follow = { path: model.itemPath(first.kind, first.id), entryId: first.entryId };
    publish();
  }
}

export function jumpTo(entryId: string): void {
  live.playing = true;
  commit(model.goTo(live.queue, entryId));
}

/** Recommendations to play on when the queue runs out (the mini player supplies them). */
let recommend: ((entry: QueueEntry) => Promise<QueueItem | null>) | null = null;
export function setRecommender(next: typeof recommend): void {
  recommend = next;
}

/** Next: the queue's next entry, then (autoplay on) the last item's recommendation. */
export async function next(ended = false): Promise<void> {
  const id = model.nextEntryId(live.queue, ended);
  if (id !== null) {
    if (id === live.queue.current) {
      // Repeat one: the same entry again, from the start.
      restart();
      return;
    }
    live.playing = true;
    commit(model.goTo(live.queue, id));
    return;
  }
  const last = model.currentEntry(live.queue);
  if (live.queue.autoplay && last && recommend) {
    const item = await recommend(last).catch(() => null);
    if (item && live.queue.current === last.entryId) {
      live.playing = true;
      commit(addThenGo(item));
      return;
    }
  }
  if (ended) {
    live.playing = false;
    publish();
  }
}

function addThenGo(item: QueueItem): QueueState {
  const added = model.addToQueue(live.queue, item);
  const entry = added.items.at(-1);
  return entry ? model.goTo(added, entry.entryId) : added;
}

/** Previous: after the first seconds the item starts again; before them, the one before plays. */
export function previous(): void {
  const position = live.holder ? live.holder.el.currentTime : live.queue.position;
  const withPosition = { ...live.queue, position };
  const id = model.previousEntryId(withPosition);
  if (model.previousRestarts(withPosition) || id === null) {
    restart();
    return;
  }
  live.playing = true;
  commit(model.goTo(live.queue, id));
}

/** The current entry is no longer available (its media or record is gone): marked, skipped. */
export function markUnavailable(entryId: string): void {
  const items = live.queue.items.map((e) =>
    e.entryId === entryId ? { ...e, available: false } : e,
  );
  commit({ ...live.queue, items });
  if (live.queue.current === entryId) void next(true);
}
