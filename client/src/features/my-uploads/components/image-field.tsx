import {
  FILE_ACCEPT,
  fileMatchesKind,
  FILE_KIND_MESSAGES,
  type FileContentType,
} from '@inkreel/shared';
import { PosterPicker } from '../../../components/media/poster-picker';
import type { PosterFrame } from '../../../lib/frames/poster-frames';
import type { PosterStatus } from '../../../lib/frames/use-video-frames';

const LEGENDS: Record<FileContentType, string> = {
  video: 'Thumbnail',
  audio: 'Artwork',
  book: 'Cover',
};
const NAMES: Record<FileContentType, string> = {
  video: 'thumbnail',
  audio: 'artwork',
  book: 'cover',
};

export interface FramePicking {
  on: boolean;
  status: PosterStatus;
  frames: PosterFrame[];
  selected: number;
  select: (index: number) => void;
  toggle: () => void;
}

interface Props {
  kind: FileContentType;
  current: string;
  file: File | null;
  error?: string | undefined;
  disabled: boolean;
  onFile: (file: File | null, error?: string) => void;
  /** A video's own frames, offered instead of a file (as at upload). */
  picking?: FramePicking;
}

/** The picture of an upload: the one it has, a new image file, or (a video) one of its frames. */
export function ImageField({ kind, current, file, error, disabled, onFile, picking }: Props) {
  const name = NAMES[kind];
  const id = `edit-image-${kind}`;
  return (
    <fieldset className="edit-image" disabled={disabled}>
      <legend>{LEGENDS[kind]}</legend>
      <img
        className={`edit-image-current edit-image-${kind}`}
        src={current}
        alt={`The current ${name}`}
      />
      <div className="field">
        <label htmlFor={id}>Replace the {name} with an image (Optional)</label>
        <input
          id={id}
          type="file"
          accept={FILE_ACCEPT.image}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            if (chosen && !fileMatchesKind('image', chosen)) {
              event.target.value = '';
              onFile(null, FILE_KIND_MESSAGES.image);
            } else onFile(chosen);
          }}
        />
        {file && (
          <p className="field-hint">
            New {name}: {file.name}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        )}
      </div>
      {picking && !file && (
        <>
          <button
            type="button"
            className="btn btn-ghost"
            aria-expanded={picking.on}
            onClick={picking.toggle}
          >
            {picking.on ? 'Keep the current thumbnail' : 'Take a frame from the video'}
          </button>
          {picking.on && (
            <PosterPicker
              status={picking.status}
              frames={picking.frames}
              selected={picking.selected}
              disabled={disabled}
              onSelect={picking.select}
              purpose="replace"
            />
          )}
        </>
      )}
    </fieldset>
  );
}
