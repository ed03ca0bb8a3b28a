import type { CSSProperties, KeyboardEvent } from 'react';
import { formatTime } from '../../lib/format/format';
import { SEEK_STEP_SECONDS, seekBy } from '../../lib/keyboard/media-keys';
import './player.css';

interface SeekBarProps {
  currentTime: number;
  duration: number;
  onSeek: (seconds: number) => void;
  className?: string;
}

const ARROW_STEPS: Record<string, number> = {
  ArrowLeft: -SEEK_STEP_SECONDS,
  ArrowDown: -SEEK_STEP_SECONDS,
  ArrowRight: SEEK_STEP_SECONDS,
  ArrowUp: SEEK_STEP_SECONDS,
};

/** A labelled range input; its filled part is drawn with a CSS variable. */
export function SeekBar({ currentTime, duration, onSeek, className = '' }: SeekBarProps) {
  const max = duration > 0 ? duration : 0;
  // Arrows on the focused bar move 5 s, like the player's shortcuts (the native step is 0.1 s).
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = ARROW_STEPS[event.key];
    if (step === undefined || max === 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    onSeek(seekBy(currentTime, step, max));
  };
  const progress = max > 0 ? Math.min(100, (currentTime / max) * 100) : 0;
  return (
    <input
      type="range"
      className={`seek-bar ${className}`}
      aria-label="Seek"
      aria-valuetext={`${formatTime(currentTime)} of ${formatTime(duration)}`}
      min={0}
      max={max}
      step={0.1}
      value={Math.min(currentTime, max)}
      disabled={max === 0}
      style={{ '--progress': `${progress}%` } as CSSProperties}
      onChange={(event) => onSeek(Number(event.target.value))}
      onKeyDown={onKeyDown}
    />
  );
}
