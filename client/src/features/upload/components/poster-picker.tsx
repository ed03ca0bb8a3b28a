import { useEffect, useMemo } from 'react';
import { frameClock, type PosterFrame } from '../model/poster-frames';
import type { PosterStatus } from '../hooks/use-poster-frames';
import './poster-picker.css';

interface Props {
  status: PosterStatus;
  frames: PosterFrame[];
  selected: number;
  disabled: boolean;
  onSelect: (index: number) => void;
}

/**
 * The thumbnail of a video sent without one: three frames of the video itself, as a radio group
 * (arrow keys move between them; the legend names the group for screen readers).
 */
export function PosterPicker({ status, frames, selected, disabled, onSelect }: Props) {
  const urls = useMemo(() => frames.map((frame) => URL.createObjectURL(frame.blob)), [frames]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  if (status === 'none') return null;
  return (
    <fieldset className="poster-picker" disabled={disabled} aria-describedby="poster-picker-hint">
      <legend>Thumbnail from your video</legend>
      <p id="poster-picker-hint" className="poster-picker-hint">
        No thumbnail chosen, so a frame of your video is used: the first unless you pick another.
      </p>
      {status === 'loading' && (
        <p className="poster-picker-note" role="status">
          Taking frames from your video…
        </p>
      )}
      {status === 'failed' && (
        <p className="poster-picker-note" role="status">
          Frames could not be taken from this video in your browser; a title card will be shown
          instead, or add a thumbnail above.
        </p>
      )}
      {status === 'ready' && (
        <div className="poster-picker-options">
          {frames.map((frame, index) => (
            <label key={frame.at} className="poster-option">
              <input
                type="radio"
                name="poster-frame"
                value={index}
                checked={selected === index}
                onChange={() => onSelect(index)}
              />
              <img src={urls[index]} alt="" width={160} height={90} />
              <span>Frame at {frameClock(frame.at)}</span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
