// lib/playback: what every player shares: media state, speed, volume, resume place, the handover.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

export interface MediaSessionInfo {
  title: string;
  /** Artist for a track, uploader for a video. */
  artist: string;
  album?: string;
  artwork?: string;
  /** The queue's previous and next (the lock screen's and headset's track buttons). */
  onPrevious?: () => void;
  onNext?: () => void;
}

const SEEK_STEP_SECONDS = 10;

/**
 * Hands the playing element to the operating system (lock screen, notification, headset keys):
 * title, artist and artwork, play/pause/seek actions, and the position kept current.
 */
export function useMediaSession(
  ref: RefObject<HTMLMediaElement | null>,
  info: MediaSessionInfo,
): void {
  const { title, artist, album, artwork } = info;
  const { onPrevious, onNext } = info;
  const queueActions = useRef({ onPrevious, onNext });
  useLayoutEffect(() => {
    queueActions.current = { onPrevious, onNext };
  });
  const hasPrevious = onPrevious !== undefined;
  const hasNext = onNext !== undefined;

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    const mine = new MediaMetadata({
      title,
      artist,
      album: album ?? '',
      artwork: artwork ? [{ src: artwork, sizes: '512x512' }] : [],
    });
    session.metadata = mine;

    const clampTo = (time: number) => {
      const end = Number.isFinite(el.duration) ? el.duration : time;
      el.currentTime = Math.min(Math.max(time, 0), end);
    };
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => void el.play().catch(() => undefined)],
      ['pause', () => el.pause()],
      ['seekbackward', (d) => clampTo(el.currentTime - (d.seekOffset ?? SEEK_STEP_SECONDS))],
      ['seekforward', (d) => clampTo(el.currentTime + (d.seekOffset ?? SEEK_STEP_SECONDS))],
      ['seekto', (d) => (d.seekTime !== undefined ? clampTo(d.seekTime) : undefined)],
    ];
    if (hasPrevious) handlers.push(['previoustrack', () => queueActions.current.onPrevious?.()]);
    if (hasNext) handlers.push(['nexttrack', () => queueActions.current.onNext?.()]);
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not support.
      }
    }

    const syncPosition = () => {
      session.playbackState = el.paused ? 'paused' : 'playing';
      if (!Number.isFinite(el.duration) || el.duration <= 0) return;
      try {
        session.setPositionState({
          duration: el.duration,
          position: Math.min(el.currentTime, el.duration),
          playbackRate: el.playbackRate || 1,
        });
      } catch {
        // Out-of-range values while the element reloads: the next event corrects it.
      }
    };
    // Not on every `timeupdate`: the browser carries the position on from the last state at its
    // rate; it is told again only when that stops being true (a pause, a stall, a seek, a new rate).
    const events = [
      'play',
      'playing',
      'pause',
      'waiting',
      'durationchange',
      'ratechange',
      'seeked',
    ];
    for (const name of events) el.addEventListener(name, syncPosition);
    syncPosition();

    return () => {
      for (const name of events) el.removeEventListener(name, syncPosition);
      // Another player (the mini player's successor, a page's own) may have taken the session
      // since: leave its title, artwork and controls alone.
      if (session.metadata !== mine) return;
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // Unsupported action.
        }
      }
      session.metadata = null;
      session.playbackState = 'none';
    };
  }, [ref, title, artist, album, artwork, hasPrevious, hasNext]);
}
