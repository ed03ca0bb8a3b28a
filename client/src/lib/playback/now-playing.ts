// lib/playback: what every player shares: media state, speed, volume, resume place, the handover.
import { useSyncExternalStore } from 'react';
import { forgetResume, saveResume } from './resume-store';
import { RESUME_MIN_SECONDS } from './use-resume-position';

/**
 * Not in docs/product.md: a track that keeps playing after its page is left. The page's player hands it
 * over (what it is, where it was, whether it was muted); the mini player at the foot of every page
 * plays it on from there; returning to the track's page takes it back. One track at a time, in
 * memory only: a reload ends it (the place is kept, so the track's page offers to resume).
 */
export interface HandedTrack {
  id: string;
  title: string;
  artist: string;
  artwork: string;
  /** The media URL, as the players and the resume positions name it. */
  src: string;
  /** Seconds into the track when it was handed over. */
  position: number;
  muted: boolean;
}

/** What the mini player answers when its track is taken back or closed. */
export interface Release {
  position: number;
  playing: boolean;
  muted: boolean;
}

interface Holder {
  release: () => Release;
  /** Whether a media event came from the mini player's own element. */
  owns: (target: EventTarget | null) => boolean;
}

let current: HandedTrack | null = null;
let holder: Holder | null = null;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/**
 * One sound at a time: any other player starting (a video's autoplay, another track) ends the
 * handed-over track. Listened for from the hand-over on, before the mini player's code has even
 * arrived, so a video that starts first still wins.
 */
const onAnyPlay = (event: Event) => {
  if (holder?.owns(event.target)) return;
  stopHandedTrack();
};

function listenForOtherPlayers(on: boolean): void {
  if (typeof document === 'undefined') return;
  if (on) document.addEventListener('play', onAnyPlay, true);
  else document.removeEventListener('play', onAnyPlay, true);
}

/** Keeps a track's place for its page (resume positions), or forgets one too near the start. */
export function keepPlace(src: string, position: number): void {
  if (position >= RESUME_MIN_SECONDS) saveResume('media', src, position);
  else forgetResume('media', src);
}

/** Stops the mini player's element (if it has one yet) and keeps the held track's place. */
function release(): Release | null {
  if (!current) return null;
  // Without a holder yet (its code still on the way) it is as it was handed over: playing.
  const released = holder?.release() ?? {
    position: current.position,
    playing: true,
    muted: current.muted,
  };
  keepPlace(current.src, released.position);
  current = null;
  holder = null;
  listenForOtherPlayers(false);
  return released;
}

/** A player leaving its page while playing hands its track over (a held one is stopped). */
export function handOff(track: HandedTrack): void {
  release();
  keepPlace(track.src, track.position);
  current = track;
  listenForOtherPlayers(true);
  notify();
}

/** The mini player, once its element exists, says how to stop it and read its place. */
export function attachHolder(next: Holder): () => void {
  holder = next;
  return () => {
    if (holder === next) holder = null;
  };
}

/** Stops the handed-over track (closed, another player started, signed out): its place is kept. */
export function stopHandedTrack(): Release | null {
  const released = release();
  if (released) notify();
  return released;
}

/**
 * Signing out: the handed-over track stops, and so does every player on the page, so that none
 * is handed over when the page is left afterwards.
 */
export function stopAllPlayback(): void {
  stopHandedTrack();
  if (typeof document === 'undefined') return;
  for (const media of document.querySelectorAll<HTMLMediaElement>('audio, video')) media.pause();
}

/**
 * A track's page takes its track back from the mini player: where it was and whether it was
 * playing, or null when the mini player holds another track (or none), which it then keeps.
 */
export function takeBack(id: string): Release | null {
  if (current?.id !== id) return null;
  return stopHandedTrack();
}

export function handedTrack(): HandedTrack | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The track the mini player holds, re-rendering when it changes. */
export function useHandedTrack(): HandedTrack | null {
  return useSyncExternalStore(subscribe, handedTrack, () => null);
}
