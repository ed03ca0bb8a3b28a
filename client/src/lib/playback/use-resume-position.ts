// lib/playback: what every player shares: media state, speed, volume, resume place, the handover.
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { forgetProgress, recordProgress, type InProgress } from './in-progress';
import { forgetResume, readResume, saveResume } from './resume-store';

/** Positions this close to the start are not worth resuming; this close to the end count as done. */
export const RESUME_MIN_SECONDS = 5;
export const RESUME_END_MARGIN_SECONDS = 5;
const SAVE_EVERY_SECONDS = 2;

/** Whether a stored position should be resumed for media of this duration. */
export function shouldResume(position: number | undefined, duration: number): boolean {
  if (position === undefined || position < RESUME_MIN_SECONDS) return false;
  return !(duration > 0 && position >= duration - RESUME_END_MARGIN_SECONDS);
}

/** What the home page's Continue row shows of the item playing (lib/playback/in-progress.ts). */
export type ProgressAbout = Pick<InProgress, 'kind' | 'id' | 'title' | 'image'>;

/**
 * Remembers where an <audio>/<video> element was left (per item) and seeks there once its
 * metadata is in. A finished item is forgotten, so it starts from the start next time.
 * `restore: false` keeps remembering but does not seek: a shared link's start time wins.
 * `about`, the item as the Continue row shows it, is kept with how far through it is.
 */
export function useResumePosition(
  ref: RefObject<HTMLMediaElement | null>,
  item: string,
  { restore: restoreWanted = true, about }: { restore?: boolean; about?: ProgressAbout } = {},
) {
  // The item's description by value: a new object for the same item keeps the listeners.
  const { kind, id, title, image } = about ?? {};
  const [resumedAt, setResumedAt] = useState<number | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setResumedAt(null);
    let lastSaved = -Infinity;
    const keep = (seconds: number) => {
      saveResume('media', item, seconds);
      const duration = el.duration;
      if (kind === undefined || id === undefined || !(duration > 0) || !Number.isFinite(duration))
        return;
      recordProgress({
        kind,
        id,
        title: title ?? '',
        ...(image ? { image } : {}),
        progress: seconds / duration,
        duration,
      });
    };
    const forget = () => {
      forgetResume('media', item);
      if (kind !== undefined && id !== undefined) forgetProgress(kind, id);
    };
    const restore = () => {
      const position = readResume('media', item);
      if (position === undefined) return;
      const duration = Number.isFinite(el.duration) ? el.duration : 0;
      if (!shouldResume(position, duration)) {
        forget();
        return;
      }
      el.currentTime = position;
      setResumedAt(position);
    };
    const onTime = () => {
      if (Math.abs(el.currentTime - lastSaved) < SAVE_EVERY_SECONDS) return;
      lastSaved = el.currentTime;
      if (el.currentTime >= RESUME_MIN_SECONDS) keep(el.currentTime);
    };
    // Leaving right after a seek (before the next timeupdate) keeps the place too.
    const onLeave = () => {
      if (el.ended || el.currentTime < RESUME_MIN_SECONDS) return;
      lastSaved = el.currentTime;
      keep(el.currentTime);
    };
    const onEnded = () => {
      forget();
      setResumedAt(null);
    };
    if (restoreWanted) {
      if (el.readyState >= HTMLMediaElement.HAVE_METADATA) restore();
      el.addEventListener('loadedmetadata', restore);
    }
    el.addEventListener('timeupdate', onTime);
    el.addEventListener('pause', onTime);
    el.addEventListener('ended', onEnded);
    el.addEventListener('seeked', onLeave);
    window.addEventListener('pagehide', onLeave);
    return () => {
      el.removeEventListener('seeked', onLeave);
      window.removeEventListener('pagehide', onLeave);
      el.removeEventListener('loadedmetadata', restore);
      el.removeEventListener('timeupdate', onTime);
      el.removeEventListener('pause', onTime);
      el.removeEventListener('ended', onEnded);
    };
  }, [ref, item, restoreWanted, kind, id, title, image]);

  const startOver = useCallback(() => {
    forgetResume('media', item);
    if (kind !== undefined && id !== undefined) forgetProgress(kind, id);
    const el = ref.current;
    if (el) el.currentTime = 0;
    setResumedAt(null);
  }, [ref, item, kind, id]);

  return { resumedAt, startOver, dismiss: () => setResumedAt(null) };
}
