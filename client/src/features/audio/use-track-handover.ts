import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { handedTrack, handOff, takeBack, type HandedTrack } from '../../lib/playback/now-playing';

type TrackInfo = Omit<HandedTrack, 'position' | 'muted'>;

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

/**
 * A track's page and the mini player pass the track between them: leaving the page while it plays
 * hands it to the mini player; opening the page of the track the mini player holds takes it back,
 * at the same place, still playing if it was. Returns whether the track came back this way (its
 * place is not news then, so the page offers no "Resume from").
 *
 * Layout effects: the take-back runs before the resume hook's restore, and the hand-over reads the
 * element before it leaves the document (which pauses it).
 */
export function useTrackHandover(ref: RefObject<HTMLMediaElement | null>, track: TrackInfo) {
  // Read at the first render: the layout effect below takes the track back.
  const [cameBack] = useState(() => handedTrack()?.id === track.id);
  const info = useRef(track);
  useLayoutEffect(() => {
    info.current = track;
  });
  const { id } = track;

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const back = takeBack(id);
    if (back) {
      el.muted = back.muted;
      // Not undone on clean-up: a seek left behind on an element that has gone does nothing.
      seekWhenReady(el, back.position);
      if (back.playing) el.play().catch(() => undefined);
    }
    return () => {
      if (el.paused || el.ended) return;
      const handed = { ...info.current, position: el.currentTime, muted: el.muted };
      // Handed over only if the element has really left the page: React's development mode runs
      // this clean-up and the effect again on a mounted element, which must go on playing here.
      queueMicrotask(() => {
        if (!el.isConnected) handOff(handed);
      });
    };
  }, [ref, id]);

  return cameBack;
}
