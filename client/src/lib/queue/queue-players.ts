// lib/queue: the play queue: its entries and rules, the store the players share, its sync.
import { onPlaybackReset } from '../playback/now-playing';
import { writeStoredQueue } from './queue-storage';
import * as model from './queue-model';
import { live, publish, saveSoon, type HolderKind } from './queue-state';

// What the players report.

/** A player takes the current entry: the mini player's element, or the item's page's. */
export function hold(el: HTMLMediaElement, kind: HolderKind): void {
  if (live.holder && live.holder.el !== el) {
    // Taken from the other player: where it is now, not where its last timeupdate was (up to a
    // quarter of a second earlier), so the new one goes on from there, not a step back. Only that
    // refinement: an element still seeking to its place on loading reads far off (0), and a seek
    // reports itself.
    const now = live.holder.el.currentTime;
    if (Math.abs(now - live.queue.position) < 1) live.queue = { ...live.queue, position: now };
    live.holder.el.pause();
  }
  live.holder = { el, kind };
  live.suspendedBy = null;
  if (live.follow?.entryId === live.queue.current) live.follow = null;
  publish();
}

/** A player lets the current entry go (its page left, the mini player closing): where it was. */
export function release(el: HTMLMediaElement, at: { position: number; playing: boolean }): void {
  if (live.holder?.el !== el) return;
  live.holder = null;
  live.playing = at.playing;
  live.queue = { ...live.queue, position: at.position };
  writeStoredQueue(live.queue);
  publish();
}

export function reportPlaying(el: HTMLMediaElement, now: boolean): void {
  if (live.holder?.el !== el || live.playing === now) return;
  live.playing = now;
  if (!now) writeStoredQueue({ ...live.queue, position: el.currentTime });
  publish();
}

/** The holder's place as it plays: kept in memory, and stored every few seconds. */
export function reportPosition(el: HTMLMediaElement): void {
  if (live.holder?.el !== el) return;
  live.queue = { ...live.queue, position: el.currentTime };
  live.snapshot = { ...live.snapshot, queue: live.queue };
  saveSoon();
}

export const followed = (): void => {
  if (!live.follow) return;
  live.follow = null;
  publish();
};

/** The element playing the current entry, when one holds it. */
export const holderElement = (): HTMLMediaElement | null => live.holder?.el ?? null;

/**
 * One sound at a time: another player starting (a video's autoplay, a track that is not queued)
 * pauses the queue's player, which steps aside until that player's page is left.
 */
function onAnyPlay(event: Event): void {
  const target = event.target;
  if (!(target instanceof HTMLMediaElement) || target === live.holder?.el) return;
  if (live.holder && !live.holder.el.paused) live.holder.el.pause();
  live.playing = false;
  live.suspendedBy = target;
  publish();
}

/** After a page change: a player that made the queue step aside and has gone lets it come back. */
export function resumeIfSuspenderGone(): void {
  if (live.suspendedBy && !live.suspendedBy.isConnected) {
    live.suspendedBy = null;
    publish();
  }
}

/** The mini player arriving late (its code was on its way) steps aside if another player plays. */
export function stepAsideForPlaying(own: HTMLMediaElement | null): void {
  const other = [...document.querySelectorAll<HTMLMediaElement>('audio, video')].find(
    (el) => el !== own && !el.paused && !el.ended,
  );
  if (other && live.suspendedBy === null) {
    live.suspendedBy = other;
    live.playing = false;
    publish();
  }
}

if (typeof document !== 'undefined') document.addEventListener('play', onAnyPlay, true);
onPlaybackReset(() => {
  if (live.holder) live.holder.el.pause();
  live.holder = null;
  live.suspendedBy = null;
  live.follow = null;
  live.playing = false;
  live.queue = model.EMPTY_QUEUE;
  publish();
});
