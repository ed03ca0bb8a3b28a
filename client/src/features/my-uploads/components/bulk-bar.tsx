import { VISIBILITIES, type Visibility } from '@inkreel/shared';
import { useState } from 'react';
import { VISIBILITY_TEXT } from '../../../components/manage/visibility-text';

interface Props {
  count: number;
  busy: boolean;
  onVisibility: (visibility: Visibility) => void;
  onDelete: () => void;
  onClear: () => void;
}

/** What can be done to the selected uploads together: who sees them, or deleting them. */
export function BulkBar({ count, busy, onVisibility, onDelete, onClear }: Props) {
  const [visibility, setVisibility] = useState<Visibility>('unlisted');
  return (
    <div className="card manage-bulk" role="region" aria-label="Selected uploads">
      <p className="manage-bulk-count">{count} selected</p>
      <div className="manage-bulk-controls">
        <label className="manage-bulk-visibility">
          <span>Make them</span>
          <select
            value={visibility}
            onChange={(event) => setVisibility(event.target.value as Visibility)}
            disabled={busy}
          >
            {VISIBILITIES.map((v) => (
              <option key={v} value={v}>
                {VISIBILITY_TEXT[v].label}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="btn"
          onClick={() => onVisibility(visibility)}
          disabled={busy}
        >
          Apply
        </button>
        <button type="button" className="btn btn-ghost" onClick={onDelete} disabled={busy}>
          Delete selected
        </button>
        <button type="button" className="btn btn-ghost" onClick={onClear} disabled={busy}>
          Clear selection
        </button>
      </div>
    </div>
  );
}
