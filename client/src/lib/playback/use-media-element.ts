// lib/playback: what every player shares: media state, speed, volume, resume place, the handover.
import { useCallback, useEffect, useState, type RefObject } from 'react';

export interface MediaState {
  playing: boolean;
  /** True until the metadata (duration, size) has loaded, and while the media waits for data. */
  loading: boolean;
  currentTime: number;
  duration: number;
  muted: boolean;
  volume: number;
}

const INITIAL: MediaState = {
  playing: false,
  loading: true,
  currentTime: 0,
  duration: 0,
  muted: false,
  volume: 1,
};

function read(el: HTMLMediaElement, loading: boolean): MediaState {
  return {
    playing: !el.paused && !el.ended,
    loading,
    currentTime: el.currentTime,
    duration: Number.isFinite(el.duration) ? el.duration : 0,
    muted: el.muted,
    volume: el.volume,
  };
}

/** Mirrors an <audio>/<video> element's state into React and offers the common commands. */
export function useMediaElement(ref: RefObject<HTMLMediaElement | null>, src: string) {
  const [state, setState] = useState<MediaState>(INITIAL);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let loading = el.readyState < HTMLMediaElement.HAVE_METADATA;
    const sync = () => setState(read(el, loading));
    const onMetadata = () => {
      loading = false;
      sync();
    };
    const onWaiting = () => {
      loading = true;
      sync();
    };
    const onReady = () => {
      loading = el.readyState < HTMLMediaElement.HAVE_METADATA;
      sync();
    };
    const events: [string, () => void][] = [
      ['loadedmetadata', onMetadata],
      ['waiting', onWaiting],
      ['canplay', onReady],
      ['playing', onReady],
      ['seeked', onReady],
      ['error', onReady],
      ['play', sync],
      ['pause', sync],
      ['ended', sync],
      ['timeupdate', sync],
      ['durationchange', sync],
      ['volumechange', sync],
    ];
    for (const [name, handler] of events) el.addEventListener(name, handler);
    sync();
    return () => {
      for (const [name, handler] of events) el.removeEventListener(name, handler);
    };
  }, [ref, src]);

  const togglePlay = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    if (el.paused || el.ended) {
      el.play().catch((error: unknown) => console.warn('Playback was refused', error));
    } else {
      el.pause();
    }
  }, [ref]);

  const seekTo = useCallback(
    (seconds: number) => {
      const el = ref.current;
      if (!el || !Number.isFinite(seconds)) return;
      el.currentTime = Math.max(0, seconds);
      setState((prev) => ({ ...prev, currentTime: el.currentTime }));
    },
    [ref],
  );

  const toggleMute = useCallback(() => {
    const el = ref.current;
    if (el) el.muted = !el.muted;
  }, [ref]);

  const setVolume = useCallback(
    (volume: number) => {
      const el = ref.current;
      if (!el) return;
      el.volume = Math.min(1, Math.max(0, volume));
      el.muted = el.volume === 0;
    },
    [ref],
  );

  return { state, togglePlay, seekTo, toggleMute, setVolume };
}
