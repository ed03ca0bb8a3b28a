import type { CSSProperties } from 'react';
import { formatTime } from '../../lib/format';
import './player.css';

interface SeekBarProps {
  currentTime: number;
  duration: number;
  onSeek: (seconds: number) => void;
  className?: string;
}

/** A labelled range input; its filled part is drawn with a CSS variable. */
export function SeekBar({ currentTime, duration, onSeek, className = '' }: SeekBarProps) {
  const max = duration > 0 ? duration : 0;
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
    />
  );
}
