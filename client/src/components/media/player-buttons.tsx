import { MutedIcon, PauseIcon, PlayIcon, VolumeIcon } from './icons';
import './player-buttons.css';

interface PlayPauseButtonProps {
  playing: boolean;
  onToggle: () => void;
  className?: string;
  iconSize?: number;
  /** What it plays, named in its label ("Pause Night Drive") where the page has other players. */
  subject?: string;
}

/** The labelled play/pause control the players share. */
export function PlayPauseButton({
  playing,
  onToggle,
  className = '',
  iconSize,
  subject,
}: PlayPauseButtonProps) {
  const action = playing ? 'Pause' : 'Play';
  return (
    <button
      type="button"
      className={`icon-button player-button ${className}`.trim()}
      aria-label={subject ? `${action} ${subject}` : action}
      onClick={onToggle}
    >
      {playing ? <PauseIcon size={iconSize} /> : <PlayIcon size={iconSize} />}
    </button>
  );
}

interface MuteButtonProps {
  muted: boolean;
  onToggle: () => void;
  /** What it mutes, named in its label ("Mute Night Drive") where the page has other players. */
  subject?: string;
}

export function MuteButton({ muted, onToggle, subject }: MuteButtonProps) {
  const action = muted ? 'Unmute' : 'Mute';
  return (
    <button
      type="button"
      className="icon-button player-button"
      aria-label={subject ? `${action} ${subject}` : action}
      onClick={onToggle}
    >
      {muted ? <MutedIcon /> : <VolumeIcon />}
    </button>
  );
}

interface SpeedButtonProps {
  /** The current speed's label, e.g. "1.25×". */
  label: string;
  onNext: () => void;
}

/** Steps through the playback speeds; its name says the current one. */
export function SpeedButton({ label, onNext }: SpeedButtonProps) {
  return (
    <button
      type="button"
      className="player-button player-speed"
      aria-label={`Speed ${label}`}
      title="Playback speed"
      onClick={onNext}
    >
      {label}
    </button>
  );
}
