// lib/queue: the play queue: its entries and rules, the store the players share, its sync.
import type { ItemKind, RepeatMode } from '@inkreel/shared';

/** One entry of the queue: what it is, and what a player needs to play or show it. */
export interface QueueEntry {
  /** The entry's own id: the same item may be queued twice. */
  entryId: string;
  kind: ItemKind;
  id: string;
  title: string;
  creator: string;
  /** A picture URL (artwork, thumbnail, cover), when there is one. */
  image?: string;
  /** The media URL, for what plays. */
  src?: string;
  duration?: number;
  /** False once the catalogue no longer has it: shown "No longer available", and skipped. */
  available: boolean;
}

/** What may be queued: an entry before it has an id of its own. */
export type QueueItem = Omit<QueueEntry, 'entryId' | 'available'> & { available?: boolean };

export interface QueueState {
  /** In play order. */
  items: QueueEntry[];
  /** The entry playing or paused now. */
  current: string | null;
  /** Seconds into the current entry. */
  position: number;
  shuffle: boolean;
  /** The order before shuffling (entry ids), to return to when shuffle goes off. */
  unshuffled: string[] | null;
  repeat: RepeatMode;
  autoplay: boolean;
}

export const EMPTY_QUEUE: QueueState = {
  items: [],
  current: null,
  position: 0,
  shuffle: false,
  unshuffled: null,
  repeat: 'off',
  autoplay: true,
};

/** Seconds of playback after which "previous" restarts the item instead of going back. */
export const RESTART_AFTER_SECONDS = 3;

export const newEntryId = (): string =>
  `e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

const toEntry = (item: QueueItem): QueueEntry => ({
  ...item,
  entryId: newEntryId(),
  available: item.available ?? true,
});

const indexOf = (state: QueueState, entryId: string | null) =>
  entryId === null ? -1 : state.items.findIndex((e) => e.entryId === entryId);

export const currentEntry = (state: QueueState): QueueEntry | null =>
  state.items[indexOf(state, state.current)] ?? null;

/** What plays or opens in the queue: available entries (the others stay in view, skipped). */
const playable = (entry: QueueEntry | undefined) => entry?.available === true;

function insertAt(state: QueueState, index: number, entry: QueueEntry): QueueEntry[] {
  const items = [...state.items];
  items.splice(index, 0, entry);
  return items;
}

/** The item plays now: right after the current one, and becomes current. */
export function playNow(state: QueueState, item: QueueItem): QueueState {
  const entry = toEntry(item);
  return {
    ...state,
    items: insertAt(state, indexOf(state, state.current) + 1, entry),
    current: entry.entryId,
    position: 0,
  };
}

/** The item plays after the current one (or now, in an empty queue). */
export function playNext(state: QueueState, item: QueueItem): QueueState {
  const entry = toEntry(item);
  const items = insertAt(state, indexOf(state, state.current) + 1, entry);
  return { ...state, items, current: state.current ?? entry.entryId };
}

/** The item goes at the end (and is current in an empty queue). */
export function addToQueue(state: QueueState, item: QueueItem): QueueState {
  const entry = toEntry(item);
  return { ...state, items: [...state.items, entry], current: state.current ?? entry.entryId };
}

/** Replaces the queue with `items`, the first current (Play all). */
export function replaceWith(state: QueueState, items: QueueItem[], shuffle = false): QueueState {
  const entries = items.map(toEntry);
  const next: QueueState = {
    ...state,
    items: entries,
    current: entries[0]?.entryId ?? null,
    position: 0,
    shuffle: false,
    unshuffled: null,
  };
  return shuffle ? setShuffle({ ...next, current: null }, true, Math.random, true) : next;
}

/** Moves an entry to `to` (clamped to the list). */
export function move(state: QueueState, entryId: string, to: number): QueueState {
  const from = indexOf(state, entryId);
  if (from < 0) return state;
  const items = [...state.items];
  const [entry] = items.splice(from, 1);
  items.splice(Math.max(0, Math.min(to, items.length)), 0, entry as QueueEntry);
  return { ...state, items };
}

/** Removes an entry; removing the current one makes the next (or else the previous) current. */
export function remove(state: QueueState, entryId: string): QueueState {
  const index = indexOf(state, entryId);
  if (index < 0) return state;
  const items = state.items.filter((e) => e.entryId !== entryId);
  const unshuffled = state.unshuffled?.filter((id) => id !== entryId) ?? null;
  if (state.current !== entryId) return { ...state, items, unshuffled };
  const successor = items[index] ?? items[index - 1] ?? null;
  return { ...state, items, unshuffled, current: successor?.entryId ?? null, position: 0 };
}

/** Empties the queue; the settings stay. */
export const clear = (state: QueueState): QueueState => ({
  ...state,
  items: [],
  current: null,
  position: 0,
  unshuffled: null,
});

export const goTo = (state: QueueState, entryId: string): QueueState =>
  indexOf(state, entryId) < 0 ? state : { ...state, current: entryId, position: 0 };

/**
 * The entry after the current one, skipping those no longer available. With repeat one, an item
 * that ended plays again (a press on Next still moves on); with repeat all, the end wraps round.
 */
export function nextEntryId(state: QueueState, ended = false): string | null {
  const { items } = state;
  const at = indexOf(state, state.current);
  if (ended && state.repeat === 'one' && playable(items[at])) return state.current;
  for (let step = 1; step <= items.length; step += 1) {
    const index = at + step;
    if (index >= items.length && state.repeat !== 'all') return null;
    const entry = items[index % items.length];
    if (playable(entry)) return entry?.entryId ?? null;
  }
  return null;
}

/** The entry before the current one (skipping unavailable ones), wrapping with repeat all. */
export function previousEntryId(state: QueueState): string | null {
  const { items } = state;
  const at = indexOf(state, state.current);
  for (let step = 1; step <= items.length; step += 1) {
    const index = at - step;
    if (index < 0 && state.repeat !== 'all') return null;
    const entry = items[(index + items.length) % items.length];
    if (playable(entry)) return entry?.entryId ?? null;
  }
  return null;
}

/** Previous restarts the item after its first seconds; otherwise it goes back (or restarts). */
export const previousRestarts = (state: QueueState): boolean =>
  state.position > RESTART_AFTER_SECONDS || previousEntryId(state) === null;

/**
 * Shuffle on mixes the entries after the current one (remembering the order); off puts them back
 * in that order, entries added meanwhile at the end. `all`: mixes every entry (Shuffle play).
 */
export function setShuffle(
  state: QueueState,
  on: boolean,
  random: () => number = Math.random,
  all = false,
): QueueState {
  if (on === state.shuffle && !all) return state;
  if (!on) {
    const order = new Map((state.unshuffled ?? []).map((id, n) => [id, n]));
    const rank = (e: QueueEntry) => order.get(e.entryId) ?? Number.MAX_SAFE_INTEGER;
    const items = [...state.items].sort((a, b) => rank(a) - rank(b));
    return { ...state, items, shuffle: false, unshuffled: null };
  }
  const at = all ? -1 : indexOf(state, state.current);
  const head = state.items.slice(0, at + 1);
  const tail = state.items.slice(at + 1);
  // Fisher–Yates.
  for (let i = tail.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [tail[i], tail[j]] = [tail[j] as QueueEntry, tail[i] as QueueEntry];
  }
  const items = [...head, ...tail];
  return {
    ...state,
    items,
    current: all ? (items.find(playable)?.entryId ?? null) : state.current,
    shuffle: true,
    unshuffled: state.unshuffled ?? state.items.map((e) => e.entryId),
  };
}

const REPEAT_CYCLE: Record<RepeatMode, RepeatMode> = { off: 'all', all: 'one', one: 'off' };
export const nextRepeat = (mode: RepeatMode): RepeatMode => REPEAT_CYCLE[mode];

/** Where an item lives: its page, or its reader. */
export function itemPath(kind: ItemKind, id: string): string {
  const encoded = encodeURIComponent(id);
  switch (kind) {
    case 'video':
      return `/video/${encoded}`;
    case 'audio':
      return `/audio/${encoded}`;
    case 'book':
      return `/books/read/${encoded}`;
    case 'story':
      return `/stories/story/${encoded}`;
    case 'poem':
      return `/stories/poem/${encoded}`;
  }
}
