import { MutedIcon, PauseIcon, PlayIcon, VolumeIcon } from './icons';

interface PlayPauseButtonProps {
  playing: boolean;
  onToggle: () => void;
  className?: string;
  iconSize?: number;
}

/** The labelled play/pause control both players share. */
export function PlayPauseButton({
  playing,
  onToggle,
  className = '',
  iconSize,
}: PlayPauseButtonProps) {
  return (
    <button
      type="button"
      className={`icon-button player-button ${className}`.trim()}
      aria-label={playing ? 'Pause' : 'Play'}
      onClick={onToggle}
    >
      {playing ? <PauseIcon size={iconSize} /> : <PlayIcon size={iconSize} />}
    </button>
  );
}

interface MuteButtonProps {
  muted: boolean;
  onToggle: () => void;
}

export function MuteButton({ muted, onToggle }: MuteButtonProps) {
  return (
    <button
      type="button"
      className="icon-button player-button"
      aria-label={muted ? 'Unmute' : 'Mute'}
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
