import { useLayoutEffect, useRef, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { CloseIcon } from '../../../components/media/icons';
import { MuteButton, PlayPauseButton } from '../../../components/media/player-buttons';
import { formatTime } from '../../../lib/format/format';
import {
  attachHolder,
  stopHandedTrack,
  useHandedTrack,
  type HandedTrack,
} from '../../../lib/playback/now-playing';
import { usePlaybackReport } from '../../../lib/community/use-playback-report';
import { useMediaElement } from '../../../lib/playback/use-media-element';
import { useMediaSession } from '../../../lib/playback/use-media-session';
import { usePlaybackRate } from '../../../lib/playback/use-playback-rate';
import { useRememberedVolume } from '../../../lib/playback/use-remembered-volume';
import { useResumePosition } from '../../../lib/playback/use-resume-position';
import { seekWhenReady } from '../use-track-handover';
import './mini-player.css';

/**
 * The track handed over by its page, if any, at the foot of every page
 * (lib/playback/now-playing.ts).
 */
export function MiniPlayer() {
  const track = useHandedTrack();
  if (!track) return null;
  // A new hand-over (another track, or the same one left again) starts a new element.
  return <MiniPlayerBar key={`${track.id}@${track.position}`} track={track} />;
}

function MiniPlayerBar({ track }: { track: HandedTrack }) {
  const element = useRef<HTMLAudioElement>(null);
  const bar = useRef<HTMLElement>(null);
  const { state, togglePlay, toggleMute } = useMediaElement(element, track.src);
  usePlaybackRate(element, track.src);
  useRememberedVolume(element, track.src);
  // Keeps the place as it plays on, so the track's page can resume it after a reload.
  useResumePosition(element, track.src);
  // Its seconds add to those played on the track's page: one play, once enough has played.
  usePlaybackReport(element, 'audio', track.id);
  useMediaSession(element, { title: track.title, artist: track.artist, artwork: track.artwork });

  useLayoutEffect(() => {
    const el = element.current;
    if (!el) return;
    el.muted = track.muted;
    const stopSeek = seekWhenReady(el, track.position);
    // Held before it plays, so its own 'play' is known as its own (lib/playback/now-playing.ts
    // stops the track when any other player starts).
    const detach = attachHolder({
      release: () => {
        const released = {
          position: el.currentTime,
          playing: !el.paused && !el.ended,
          muted: el.muted,
        };
        el.pause();
        return released;
      },
      owns: (target) => target === el,
    });
    el.play().catch((error: unknown) => console.warn('Playback was refused', error));
    return () => {
      stopSeek();
      detach();
    };
  }, [track]);

  const close = () => {
    const hadFocus = bar.current?.contains(document.activeElement) ?? false;
    stopHandedTrack();
    // The bar and its button go: the focus goes to the page instead of being dropped.
    if (hadFocus) document.getElementById('main')?.focus();
  };

  const progress = state.duration > 0 ? (state.currentTime / state.duration) * 100 : 0;
  return (
    <section ref={bar} className="mini-player" aria-label="Now playing">
      <audio ref={element} src={track.src} preload="auto" data-testid="mini-player-media" />
      <span
        className="mini-player-progress"
        style={{ '--progress': `${progress}%` } as CSSProperties}
        aria-hidden="true"
      />
      <img className="mini-player-artwork" src={track.artwork} alt="" width={44} height={44} />
      <span className="mini-player-text">
        <Link className="mini-player-title" to={`/audio/${track.id}`} title={track.title}>
          {track.title}
        </Link>
        <span className="mini-player-artist">{track.artist}</span>
      </span>
      <span className="mini-player-time">
        {formatTime(state.currentTime)} / {formatTime(state.duration)}
      </span>
      <PlayPauseButton
        playing={state.playing}
        onToggle={togglePlay}
        subject={track.title}
        className="mini-player-play"
      />
      <MuteButton muted={state.muted} onToggle={toggleMute} subject={track.title} />
      <button
        type="button"
        className="icon-button player-button"
        aria-label="Close player"
        title="Close player"
        onClick={close}
      >
        <CloseIcon size={20} />
      </button>
    </section>
  );
}
