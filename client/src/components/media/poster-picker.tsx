import { useEffect, useMemo } from 'react';
import { frameClock, type PosterFrame } from '../../lib/frames/poster-frames';
import type { PosterStatus } from '../../lib/frames/use-video-frames';
import './poster-picker.css';

/** What the picker says: at upload (no thumbnail chosen) or when replacing one (issue 52). */
const TEXTS = {
  upload: {
    hint: 'No thumbnail chosen, so a frame of your video is used: the first unless you pick another.',
    failed:
      'Frames could not be taken from this video in your browser; a title card will be shown instead, or add a thumbnail above.',
  },
  replace: {
    hint: 'Pick a frame of your video as its new thumbnail.',
    failed:
      'Frames could not be taken from this video in your browser; choose an image file instead.',
  },
} as const;

interface Props {
  status: PosterStatus;
  frames: PosterFrame[];
  selected: number;
  disabled: boolean;
  onSelect: (index: number) => void;
  purpose?: keyof typeof TEXTS;
}

/**
 * The thumbnail of a video sent without one: three frames of the video itself, as a radio group
 * (arrow keys move between them; the legend names the group for screen readers).
 */
export function PosterPicker({
  status,
  frames,
  selected,
  disabled,
  onSelect,
  purpose = 'upload',
}: Props) {
  const texts = TEXTS[purpose];
  const urls = useMemo(() => frames.map((frame) => URL.createObjectURL(frame.blob)), [frames]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  if (status === 'none') return null;
  return (
    <fieldset className="poster-picker" disabled={disabled} aria-describedby="poster-picker-hint">
      <legend>Thumbnail from your video</legend>
      <p id="poster-picker-hint" className="poster-picker-hint">
        {texts.hint}
      </p>
      {status === 'loading' && (
        <p className="poster-picker-note" role="status">
          Taking frames from your video…
        </p>
      )}
      {status === 'failed' && (
        <p className="poster-picker-note" role="status">
          {texts.failed}
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
