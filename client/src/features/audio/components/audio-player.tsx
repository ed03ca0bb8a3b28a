import type { Audio } from '@inkreel/shared';
import { useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { NextIcon, PreviousIcon } from '../../../components/media/icons';
import { MuteButton, PlayPauseButton, SpeedButton } from '../../../components/media/player-buttons';
import { mediaUrl } from '../../../components/media/media-urls';
import { ResumeNote } from '../../../components/media/resume-note';
import { SeekBar, type SeekPin } from '../../../components/media/seek-bar';
import { formatTime } from '../../../lib/format/format';
import { useMediaShortcuts } from '../../../lib/keyboard/use-media-shortcuts';
import { useMediaElement } from '../../../lib/playback/use-media-element';
import { rateLabel, usePlaybackRate } from '../../../lib/playback/use-playback-rate';
import { useRememberedVolume } from '../../../lib/playback/use-remembered-volume';
import { useResumePosition } from '../../../lib/playback/use-resume-position';
import { useMediaSession } from '../../../lib/playback/use-media-session';
import { UpNextButton } from '../../../components/queue/up-next-button';
import { deferredPart } from '../../../lib/page/deferred-part';
import { isQueueCurrent } from '../../../lib/playback/now-playing';
import { trackArtist } from '../track-artist';
import { OUTSIDE_QUEUE, type TrackQueueState } from './track-queue-state';

// The queue and the play count come after the player (docs/decisions/0451): until then Previous
// and Next stay off, as they are for a track outside the queue.
const TrackQueue = deferredPart(
  () => import('./track-queue'),
  (chunk) => chunk.TrackQueue,
  "The track's queue",
);

interface AudioPlayerProps {
  audio: Audio;
  /** The <audio> element, for the lyrics and chapters under the player. */
  mediaRef?: RefObject<HTMLAudioElement | null>;
  /** Chapters on the seek bar and beside the time (components/captions). */
  extras?: {
    marks?: readonly number[];
    preview?: (seconds: number) => ReactNode;
    afterTime?: ReactNode;
  };
  /** Comments about a moment, on the seek bar (components/comments). */
  pins?: readonly SeekPin[] | undefined;
}

export function AudioPlayer({ audio, mediaRef, extras = {}, pins }: AudioPlayerProps) {
  const ownElement = useRef<HTMLAudioElement>(null);
  const element = mediaRef ?? ownElement;
  const src = mediaUrl(audio.audioUrl);
  const { state, togglePlay, seekTo, toggleMute, setVolume } = useMediaElement(element, src);
  const volume = state.muted ? 0 : state.volume;
  const artwork = mediaUrl(audio.artworkUrl);
  // Beyond docs/product.md (which has previous and next do nothing): the play queue (issue 55).
  const [queue, setQueue] = useState<TrackQueueState>(OUTSIDE_QUEUE);
  // Read once, at the first render: taken from the mini player, the place it comes back at is
  // not news (no "Resume from").
  const [cameBack] = useState(() => isQueueCurrent('audio', audio._id));
  // Taken from the mini player, it is where the mini player was: no remembered place to restore.
  const resume = useResumePosition(element, src, {
    restore: !cameBack,
    about: { kind: 'audio', id: audio._id, title: audio.title, image: artwork },
  });
  const speed = usePlaybackRate(element, src);
  useMediaShortcuts({ title: 'Audio player', media: element, togglePlay, speed });
  useRememberedVolume(element, src);

  useMediaSession(element, {
    title: audio.title,
    artist: trackArtist(audio),
    album: audio.genre,
    artwork,
    ...(queue.isCurrent ? { onPrevious: queue.previous, onNext: queue.next } : {}),
  });

  return (
    <div className="audio-player">
      <audio ref={element} src={src} preload="metadata" data-testid="audio-player-media" />
      <TrackQueue media={element} audio={audio} onState={setQueue} />
      <div className="audio-player-art">
        <img
          className="audio-player-artwork"
          src={artwork}
          alt=""
          width={300}
          height={300}
          fetchPriority="high"
        />
        {resume.resumedAt !== null && !cameBack && (
          // Over the artwork, not among the controls: this browser's memory brings it once the
          // page is drawn, and there it pushed the controls down (docs/decisions/0450).
          <ResumeNote
            className="audio-player-resume"
            text={`Resume from ${formatTime(resume.resumedAt)}`}
            onStartOver={resume.startOver}
          />
        )}
      </div>
      <div className="audio-player-body">
        <div className="audio-player-heading">
          <h1 className="audio-player-title">{audio.title}</h1>
          <p className="audio-player-artist">{trackArtist(audio)}</p>
        </div>
        <div className="audio-player-progress">
          <SeekBar
            className="seek-bar-themed"
            currentTime={state.currentTime}
            duration={state.duration}
            onSeek={seekTo}
            marks={extras.marks}
            preview={extras.preview}
            pins={pins}
          />
          <span className="audio-player-time">
            {formatTime(state.currentTime)} / {formatTime(state.duration)}
            {extras.afterTime}
          </span>
        </div>
        <div className="audio-player-controls">
          <button
            type="button"
            className="icon-button player-button"
            aria-label="Previous track"
            aria-disabled={!queue.canPrevious}
            onClick={queue.canPrevious ? queue.previous : undefined}
          >
            <PreviousIcon />
          </button>
          <PlayPauseButton
            playing={state.playing}
            onToggle={togglePlay}
            className="audio-player-play"
            iconSize={28}
          />
          <button
            type="button"
            className="icon-button player-button"
            aria-label="Next track"
            aria-disabled={!queue.canNext}
            onClick={queue.canNext ? queue.next : undefined}
          >
            <NextIcon />
          </button>
          <SpeedButton label={rateLabel(speed.rate)} onNext={speed.next} />
          <UpNextButton />
          <span className="audio-player-volume">
            <MuteButton muted={state.muted} onToggle={toggleMute} />
            <input
              type="range"
              className="seek-bar seek-bar-themed volume-bar"
              aria-label="Volume"
              min={0}
              max={1}
              step={0.05}
              value={volume}
              style={{ '--progress': `${volume * 100}%` } as CSSProperties}
              onChange={(event) => setVolume(Number(event.target.value))}
            />
          </span>
        </div>
      </div>
    </div>
  );
}
