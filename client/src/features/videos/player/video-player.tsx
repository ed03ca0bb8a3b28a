import { useRef, type ReactNode, type RefObject } from 'react';
import { preload } from 'react-dom';
import {
  ExitFullscreenIcon,
  FullscreenIcon,
  MutedIcon,
  PlayIcon,
} from '../../../components/media/icons';
import { MuteButton, PlayPauseButton, SpeedButton } from '../../../components/media/player-buttons';
import { ResumeNote } from '../../../components/media/resume-note';
import { SeekBar, type SeekPin } from '../../../components/media/seek-bar';
import { Spinner } from '../../../components/ui/spinner';
import { formatTime } from '../../../lib/format/format';
import { describeVolume } from '../../../lib/keyboard/media-keys';
import { useMediaShortcuts } from '../../../lib/keyboard/use-media-shortcuts';
import { useMediaElement } from '../../../lib/playback/use-media-element';
import { rateLabel, usePlaybackRate } from '../../../lib/playback/use-playback-rate';
import { useRememberedVolume } from '../../../lib/playback/use-remembered-volume';
import { useResumePosition } from '../../../lib/playback/use-resume-position';
import { useMediaSession } from '../../../lib/playback/use-media-session';
import { useAutoHide } from './use-auto-hide';
import { useAutoplay } from './use-autoplay';
import { useFlash } from './use-flash';
import { useFullscreen } from './use-fullscreen';
import { useStartAt } from './use-start-at';
import { useKeyboardFocusWithin } from './use-keyboard-focus-within';
import './video-player.css';

interface VideoPlayerProps {
  src: string;
  poster?: string;
  title: string;
  /** The uploader, shown by the system's media controls. */
  artist?: string;
  /** Seconds to start at (a shared link's `?t=`); the remembered position is not restored then. */
  startAt?: number;
  /** The <video> element, for a page that reads its position (Share's "Start at current time"). */
  mediaRef?: RefObject<HTMLVideoElement | null>;
  /** Captions, chapters and seek previews, drawn in the player's places for them. */
  extras?: VideoPlayerExtras;
  /** The video's id, on its own page: how far it was watched shows on the home's Continue row. */
  itemId?: string;
  /** Comments about a moment, on the seek bar (components/comments). */
  pins?: readonly SeekPin[] | undefined;
}

/** What the captions feature adds to the player (components/captions), each part optional. */
export interface VideoPlayerExtras {
  /** Over the picture, under the controls: the captions. */
  overlay?: ReactNode;
  /** In the control bar, before the speed: the CC button and its settings. */
  controls?: ReactNode;
  /** Beside the time: the chapter playing. */
  afterTime?: ReactNode;
  /** Chapter starts, drawn on the seek bar. */
  marks?: readonly number[];
  /** Above the time the seek bar shows under the pointer: a frame, a chapter's name. */
  preview?: (seconds: number) => ReactNode;
  /** `<track>` elements, for browsers and readers of the page without the player's script. */
  tracks?: readonly { src: string; language: string; label: string }[];
}

/** Without a storyboard the seek bar's tip shows the time alone. */
const timeAlone = () => null;

/** docs/product.md section 2 "Video player": autoplay, spinner until metadata, custom controls. */
export function VideoPlayer({
  src,
  poster,
  title,
  artist = '',
  startAt,
  mediaRef,
  extras = {},
  itemId,
  pins,
}: VideoPlayerProps) {
  const container = useRef<HTMLDivElement>(null);
  const ownVideo = useRef<HTMLVideoElement>(null);
  const video = mediaRef ?? ownVideo;
  const { state, togglePlay, seekTo, toggleMute } = useMediaElement(video, src);
  const fullscreen = useFullscreen(container);
  const speed = usePlaybackRate(video, src);
  useRememberedVolume(video, src);
  const controlsBar = useRef<HTMLDivElement>(null);
  const controls = useAutoHide(state.playing, controlsBar);
  const mutedByPolicy = useAutoplay(video, src);
  const resume = useResumePosition(video, src, {
    restore: startAt === undefined,
    ...(itemId !== undefined ? { about: { kind: 'video', id: itemId, title, image: poster } } : {}),
  });
  useStartAt(video, src, startAt);
  useMediaSession(video, { title, artist, artwork: poster });

  const keyboardFocus = useKeyboardFocusWithin(container);
  const flash = useFlash();
  useMediaShortcuts({
    title: 'Video player',
    media: video,
    togglePlay,
    toggleFullscreen: fullscreen.toggle,
    onUse: controls.poke,
    onVolume: (volume) => flash.show(describeVolume(volume)),
    speed,
    onSpeed: (rate) => flash.show(`Speed ${rateLabel(rate)}`),
  });

  // The poster is the page's largest image: fetched first, not after the player's script has run.
  if (poster) preload(poster, { as: 'image', fetchPriority: 'high' });

  // Controls a keyboard user is on never fade out from under them.
  const hidden = !controls.visible && state.playing && !keyboardFocus;
  // A finger has no hover: its first tap on a playing video whose controls faded brings them
  // back (and restarts their 2 s), as on other video sites; the next tap plays or pauses. Known
  // when the finger touches, before the browser's emulated mouse events show the controls.
  const tapShowsControls = useRef(false);
  const onVideoClick = () => {
    if (tapShowsControls.current) {
      tapShowsControls.current = false;
      controls.poke();
      return;
    }
    togglePlay();
  };
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
          onPointerDown={(event) => {
            tapShowsControls.current = event.pointerType !== 'mouse' && hidden;
          }}
          onClick={onVideoClick}
          onDoubleClick={fullscreen.toggle}
        >
          {extras.tracks?.map((track) => (
            <track
              key={track.language}
              kind="captions"
              src={track.src}
              srcLang={track.language}
              label={track.label}
            />
          ))}
        </video>
        {extras.overlay}
        {state.loading ? (
          <div className="video-player-spinner">
            <Spinner label="Loading video" />
          </div>
        ) : null}
        {/* Always present, so screen readers announce the text when it appears. */}
        <div className={`video-player-flash${flash.message ? ' is-shown' : ''}`} role="status">
          {flash.message}
        </div>
        {mutedByPolicy && state.muted ? (
          // Not in docs/product.md: the browser allowed autoplay only without sound; say so, one tap away.
          <button type="button" className="video-player-unmute" onClick={toggleMute}>
            <MutedIcon size={18} />
            Turn sound on
          </button>
        ) : null}
        {resume.resumedAt !== null && (
          // Over the picture, not under it: this browser's memory brings it once the page is drawn,
          // and under the player it pushed the page down by its height (docs/decisions/0450).
          <ResumeNote
            className="video-player-resume"
            text={`Resume from ${formatTime(resume.resumedAt)}`}
            onStartOver={resume.startOver}
          />
        )}
        {!state.playing && !state.loading ? (
          // Decorative: the labelled Play button in the bar is the accessible control.
          <div className="video-player-big-play" aria-hidden="true" onClick={togglePlay}>
            <PlayIcon size={40} />
          </div>
        ) : null}
        <div ref={controlsBar} className="video-player-controls">
          <SeekBar
            currentTime={state.currentTime}
            duration={state.duration}
            onSeek={seekTo}
            marks={extras.marks}
            preview={extras.preview ?? timeAlone}
            pins={pins}
          />
          <div className="video-player-row">
            <PlayPauseButton playing={state.playing} onToggle={togglePlay} />
            <MuteButton muted={state.muted} onToggle={toggleMute} />
            <span className="video-player-time">
              {formatTime(state.currentTime)} / {formatTime(state.duration)}
            </span>
            {extras.afterTime}
            <span className="video-player-spacer" />
            {extras.controls}
            <SpeedButton label={rateLabel(speed.rate)} onNext={speed.next} />
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
    </>
  );
}
