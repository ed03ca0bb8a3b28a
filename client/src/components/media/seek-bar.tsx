import {
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { formatTime } from '../../lib/format/format';
import { SEEK_STEP_SECONDS, seekBy } from '../../lib/keyboard/media-keys';
import './seek-bar.css';

/** A moment someone pointed at (a comment's): a button on the bar that seeks there. */
export interface SeekPin {
  id: string;
  at: number;
  /** What a screen reader says of it: what it is, when, and its first words. */
  label: string;
  /** Shown above it on hover or focus. */
  text: string;
}

interface SeekBarProps {
  currentTime: number;
  duration: number;
  onSeek: (seconds: number) => void;
  className?: string;
  /** Chapter starts (seconds), drawn as gaps in the bar. */
  marks?: readonly number[];
  /**
   * Given, the bar shows the time under the pointer (or the thumb being dragged) in a tip above
   * it, with what this returns for that moment above the time (a frame, a chapter's name).
   */
  preview?: (seconds: number) => ReactNode;
  /** Comments about a moment (issue 54): each a button on the bar, its words shown on hover. */
  pins?: readonly SeekPin[] | undefined;
}

const ARROW_STEPS: Record<string, number> = {
  ArrowLeft: -SEEK_STEP_SECONDS,
  ArrowDown: -SEEK_STEP_SECONDS,
  ArrowRight: SEEK_STEP_SECONDS,
  ArrowUp: SEEK_STEP_SECONDS,
};

/** Half the thumb: a range input's value runs from the thumb's centre at one end to the other. */
const THUMB_HALF = 7;

/** A labelled range input; its filled part is drawn with a CSS variable. */
export function SeekBar({
  currentTime,
  duration,
  onSeek,
  className = '',
  marks,
  preview,
  pins,
}: SeekBarProps) {
  const max = duration > 0 ? duration : 0;
  const [hover, setHover] = useState<{ at: number; x: number; width: number } | null>(null);
  const dragging = useRef(false);
  // Arrows on the focused bar move 5 s, like the player's shortcuts (the native step is 0.1 s).
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = ARROW_STEPS[event.key];
    if (step === undefined || max === 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    onSeek(seekBy(currentTime, step, max));
  };
  const progress = max > 0 ? Math.min(100, (currentTime / max) * 100) : 0;
  const bar = (
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
  if (!marks?.length && !preview && !pins?.length) return bar;
  // A moment's place along the bar: the thumb's centre runs from one end of it to the other.
  const along = (at: number) =>
    `calc(${THUMB_HALF}px + (100% - ${2 * THUMB_HALF}px) * ${at / max})`;

  // Where the pointer is along the bar, as a moment of the media.
  const track = (event: PointerEvent<HTMLDivElement>) => {
    if (max === 0) return;
    // Over a comment's marker its own words show, not the time under the pointer.
    if (event.target instanceof Element && event.target.closest('.seek-bar-pin')) {
      setHover(null);
      return;
    }
    const box = event.currentTarget.getBoundingClientRect();
    const usable = Math.max(1, box.width - 2 * THUMB_HALF);
    const fraction = Math.min(1, Math.max(0, (event.clientX - box.left - THUMB_HALF) / usable));
    setHover({ at: fraction * max, x: THUMB_HALF + fraction * usable, width: box.width });
  };
  return (
    <div
      className="seek-bar-field"
      onPointerMove={preview ? track : undefined}
      onPointerDown={(event) => {
        dragging.current = true;
        if (preview) track(event);
      }}
      onPointerUp={() => {
        dragging.current = false;
      }}
      onPointerLeave={() => {
        if (!dragging.current) setHover(null);
      }}
      onLostPointerCapture={() => {
        dragging.current = false;
        setHover(null);
      }}
    >
      {bar}
      {max > 0
        ? marks?.map((mark) =>
            mark > 0 && mark < max ? (
              <span
                key={mark}
                className="seek-bar-mark"
                aria-hidden="true"
                style={{ left: along(mark) }}
              />
            ) : null,
          )
        : null}
      {max > 0
        ? pins?.map((pin) =>
            pin.at <= max ? (
              <button
                key={pin.id}
                type="button"
                className="seek-bar-pin"
                style={{ left: along(pin.at) }}
                aria-label={pin.label}
                onClick={() => onSeek(pin.at)}
              >
                <span className="seek-bar-pin-tip" aria-hidden="true">
                  {pin.text}
                </span>
              </button>
            ) : null,
          )
        : null}
      {preview && hover ? (
        <span
          className="seek-bar-tip"
          aria-hidden="true"
          style={{ left: Math.min(Math.max(hover.x, 88), Math.max(88, hover.width - 88)) }}
        >
          {preview(hover.at)}
          <span className="seek-bar-tip-time">{formatTime(hover.at)}</span>
        </span>
      ) : null}
    </div>
  );
}
