import { useId, useState, type DragEvent } from 'react';
import { FILE_ACCEPT } from '@inkreel/shared';
import { formatFileSize } from '../../../lib/format/format';
import type { FileSlotConfig } from '../model/upload-config';
import './file-drop-zone.css';

interface Props {
  slot: FileSlotConfig;
  file: File | null;
  error?: string;
  disabled?: boolean;
  onFile: (file: File | null) => void;
  /** Smaller zone for the optional image. */
  compact?: boolean;
}

/**
 * A drop zone around a real file input: the input keeps keyboard access (Tab, then Space or
 * Enter opens the picker) and the label makes the whole zone clickable.
 */
export function FileDropZone({ slot, file, error, disabled, onFile, compact }: Props) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const labelId = `${id}-label`;
  const describedBy = [slot.hint && `${id}-hint`, file && `${id}-file`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };

  return (
    <div className="field">
      <label
        className={`drop-zone${compact ? ' drop-zone-compact' : ''}`}
        data-dragging={dragging || undefined}
        data-invalid={error ? true : undefined}
        data-filled={file ? true : undefined}
        onDragEnter={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <input
          className="drop-input"
          type="file"
          name={slot.field}
          accept={FILE_ACCEPT[slot.kind]}
          disabled={disabled}
          aria-labelledby={labelId}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const chosen = event.currentTarget.files?.[0] ?? null;
            // Clear the input so choosing the same file again still fires a change.
            event.currentTarget.value = '';
            if (chosen) onFile(chosen);
          }}
        />
        <span className="drop-icon" aria-hidden="true">
          <svg
            width="28"
            height="28"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M12 16V4m0 0-4 4m4-4 4 4M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
          </svg>
        </span>
        <span id={labelId} className="drop-title">
          {slot.label}
        </span>
        {slot.prompt && <span className="drop-prompt">{slot.prompt}</span>}
        {slot.hint && (
          <span id={`${id}-hint`} className="drop-hint">
            {slot.hint}
          </span>
        )}
        {file && (
          <span id={`${id}-file`} className="drop-file">
            <span className="drop-file-name">{file.name}</span>
            <span className="drop-file-size">{formatFileSize(file.size)}</span>
          </span>
        )}
      </label>
      {file && !disabled && (
        <button
          type="button"
          className="btn btn-ghost drop-remove"
          aria-label={`Remove file ${file.name}`}
          onClick={() => onFile(null)}
        >
          Remove file
        </button>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
