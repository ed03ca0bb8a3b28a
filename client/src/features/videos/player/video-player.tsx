import { useEffect, useRef } from 'react';
import { preload } from 'react-dom';
import { ExitFullscreenIcon, FullscreenIcon, PlayIcon } from '../../../components/media/icons';
import { MuteButton, PlayPauseButton } from '../../../components/media/player-buttons';
import { isTypingTarget } from '../../../components/media/is-typing-target';
import { ResumeNote } from '../../../components/media/resume-note';
import { SeekBar } from '../../../components/media/seek-bar';
import { Spinner } from '../../../components/ui/spinner';
import { formatTime } from '../../../lib/format';
import { useMediaElement } from '../../../lib/use-media-element';
import { useResumePosition } from '../../../lib/use-resume-position';
import { useMediaSession } from '../../../lib/use-media-session';
import { playerKeyAction, seekBy, SEEK_STEP_SECONDS } from './player-keys';
import { useAutoHide } from './use-auto-hide';
import { useAutoplay } from './use-autoplay';
import { useFullscreen } from './use-fullscreen';
import './video-player.css';

interface VideoPlayerProps {
  src: string;
  poster?: string;
  title: string;
  /** The uploader, shown by the system's media controls. */
  artist?: string;
}

/** SPEC.md section 2 "Video player": autoplay, spinner until metadata, custom controls. */
export function VideoPlayer({ src, poster, title, artist = '' }: VideoPlayerProps) {
  const container = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const { state, togglePlay, seekTo, toggleMute } = useMediaElement(video, src);
  const fullscreen = useFullscreen(container);
  const controls = useAutoHide(state.playing);
  useAutoplay(video, src);
  const resume = useResumePosition(video, src);
  useMediaSession(video, { title, artist, artwork: poster });

  // Shortcuts work anywhere on the page except while typing in a field.
  const latest = useRef({ state, togglePlay, seekTo, toggleMute, fullscreen, controls });
  useEffect(() => {
    latest.current = { state, togglePlay, seekTo, toggleMute, fullscreen, controls };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = playerKeyAction(event);
      if (!action || event.defaultPrevented || isTypingTarget(event.target)) return;
      // A focused button already answers space with its own click.
      const onButton = event.target instanceof HTMLElement && event.target.closest('button, a');
      if (event.key === ' ' && onButton) return;
      const now = latest.current;
      event.preventDefault();
      now.controls.poke();
      if (action === 'toggle') now.togglePlay();
      else if (action === 'mute') now.toggleMute();
      else if (action === 'fullscreen') now.fullscreen.toggle();
      else {
        const delta = action === 'back' ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS;
        now.seekTo(seekBy(now.state.currentTime, delta, now.state.duration));
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // The poster is the page's largest image: fetched first, not after the player's script has run.
  if (poster) preload(poster, { as: 'image', fetchPriority: 'high' });

  const hidden = !controls.visible && state.playing;
  return (
    <>
      <div
        ref={container}
        className={`video-player${hidden ? ' is-idle' : ''}${fullscreen.active ? ' is-fullscreen' : ''}`}
        onMouseMove={controls.poke}
        onFocus={controls.poke}
      >
        <video
          ref={video}
          className="video-player-media"
          src={src}
          poster={poster}
          playsInline
          preload="metadata"
          aria-label={title}
          onClick={togglePlay}
          onDoubleClick={fullscreen.toggle}
        />
        {state.loading ? (
          <div className="video-player-spinner">
            <Spinner label="Loading video" />
          </div>
        ) : null}
        {!state.playing && !state.loading ? (
          // Decorative: the labelled Play button in the bar is the accessible control.
          <div className="video-player-big-play" aria-hidden="true" onClick={togglePlay}>
            <PlayIcon size={40} />
          </div>
        ) : null}
        <div className="video-player-controls">
          <SeekBar currentTime={state.currentTime} duration={state.duration} onSeek={seekTo} />
          <div className="video-player-row">
            <PlayPauseButton playing={state.playing} onToggle={togglePlay} />
            <MuteButton muted={state.muted} onToggle={toggleMute} />
            <span className="video-player-time">
              {formatTime(state.currentTime)} / {formatTime(state.duration)}
            </span>
            <span className="video-player-spacer" />
            <button
              type="button"
              className="icon-button player-button"
              aria-label={fullscreen.active ? 'Exit fullscreen' : 'Fullscreen'}
              onClick={fullscreen.toggle}
            >
              {fullscreen.active ? <ExitFullscreenIcon /> : <FullscreenIcon />}
            </button>
          </div>
        </div>
      </div>
      {resume.resumedAt !== null && (
        <ResumeNote
          text={`Resume from ${formatTime(resume.resumedAt)}`}
          onStartOver={resume.startOver}
        />
      )}
    </>
  );
}
