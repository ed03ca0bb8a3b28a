// lib/queue: the play queue: its entries and rules, the store the players share, its sync.
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import * as model from './queue-model';
import {
  getSnapshot,
  hold,
  holderElement,
  next,
  playItem,
  previous,
  release,
  reportPlaying,
  reportPosition,
  useQueueSnapshot,
  type HolderKind,
} from './queue-store';
import type { QueueItem } from './queue-model';

/** Seeks once the element knows its duration (a fresh element ignores earlier seeks in some browsers). */
export function seekWhenReady(el: HTMLMediaElement, seconds: number): () => void {
  const seek = () => {
    el.currentTime = seconds;
  };
  if (el.readyState >= HTMLMediaElement.HAVE_METADATA) {
    seek();
    return () => undefined;
  }
  el.addEventListener('loadedmetadata', seek, { once: true });
  return () => el.removeEventListener('loadedmetadata', seek);
}

/** Takes the current entry: where it was, and playing if it was. */
function take(el: HTMLMediaElement, kind: HolderKind): () => void {
  const { playing } = getSnapshot();
  hold(el, kind);
  // Read after hold: taken from the other player, the place is where that one is now.
  const stopSeek = seekWhenReady(el, getSnapshot().queue.position);
  if (playing) el.play().catch((error: unknown) => console.warn('Playback was refused', error));
  return stopSeek;
}

/** Reports the element's playback to the queue while it holds the current entry. */
function listen(el: HTMLMediaElement, onPlay: () => void): () => void {
  const handlers: [string, () => void][] = [
    ['play', onPlay],
    ['pause', () => (el.ended ? undefined : reportPlaying(el, false))],
    ['timeupdate', () => reportPosition(el)],
    ['ended', () => (holderElement() === el ? void next(true) : undefined)],
  ];
  for (const [name, handler] of handlers) el.addEventListener(name, handler);
  return () => {
    for (const [name, handler] of handlers) el.removeEventListener(name, handler);
  };
}

/**
 * Lets the current entry go when the element leaves the page, where it was and playing or not:
 * the mini player carries on from there. Only once it has really left: React's development mode
 * runs a clean-up and the effect again on an element that stays, which must go on holding.
 */
function releaseWhenGone(el: HTMLMediaElement): void {
  if (holderElement() !== el) return;
  const at = { position: el.currentTime, playing: !el.paused && !el.ended };
  queueMicrotask(() => {
    if (!el.isConnected) release(el, at);
  });
}

/** The mini player's element holds the current entry from its mount to its unmount. */
export function useMiniHolder(ref: RefObject<HTMLMediaElement | null>, entryId: string): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const stopSeek = take(el, 'mini');
    const stop = listen(el, () => reportPlaying(el, true));
    return () => {
      stopSeek();
      stop();
      releaseWhenGone(el);
    };
  }, [ref, entryId]);
}

/** Next, for a player's button (the store's own takes whether the queue ended by itself). */
const nextEntry = () => void next();

const isItem = (entry: model.QueueEntry | null, item: Pick<QueueItem, 'kind' | 'id'>) =>
  entry?.kind === item.kind && entry.id === item.id;

/**
 * A track's or video's own page and the queue: when the item is the queue's current entry the
 * page's player holds it (taking it from the mini player, at the same place), its Previous and
 * Next follow the queue, and leaving the page hands it back to the mini player. `joinOnPlay`: a
 * track played on its page becomes the current entry (a video's autoplay does not: the queue
 * steps aside while it plays). Layout effects: the take-back runs before the resume hook's
 * restore, and the hand-over reads the element before it leaves the document (which pauses it).
 */
export function usePagePlayer(
  ref: RefObject<HTMLMediaElement | null>,
  item: QueueItem,
  { joinOnPlay }: { joinOnPlay: boolean },
) {
  const snapshot = useQueueSnapshot();
  const isCurrent = isItem(snapshot.current, item);
  // Read from the store itself at the first render (a hydrating page renders the server's empty
  // queue first): the place it comes back at is not news (no "Resume from").
  const [cameBack] = useState(() => isItem(getSnapshot().current, item));
  const latest = useRef(item);
  useLayoutEffect(() => {
    latest.current = item;
  });
  const { kind, id } = item;

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const matches = () => isItem(getSnapshot().current, { kind, id });
    const stopSeek = matches() ? take(el, 'page') : () => undefined;
    const onPlay = () => {
      if (holderElement() === el) reportPlaying(el, true);
      else if (matches()) {
        hold(el, 'page');
        reportPlaying(el, true);
      } else if (joinOnPlay) playItem(latest.current, { el });
    };
    const stop = listen(el, onPlay);
    // The queue's code comes after the player's (decision 0451): a press on Play before it came
    // counts as if it came now.
    if (!el.paused && holderElement() !== el) onPlay();
    return () => {
      stopSeek();
      stop();
      releaseWhenGone(el);
    };
  }, [ref, kind, id, joinOnPlay]);

  const { queue } = snapshot;
  return {
    isCurrent,
    cameBack,
    canPrevious: isCurrent,
    canNext: isCurrent && (model.nextEntryId(queue) !== null || queue.autoplay),
    previous,
    next: nextEntry,
  };
}
