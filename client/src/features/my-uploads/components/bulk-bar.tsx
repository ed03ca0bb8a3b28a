import type { Visibility } from '@inkreel/shared';
import { useState } from 'react';
import { VisibilitySelect } from '../../../components/manage/visibility-select';

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
        <VisibilitySelect
          className="manage-bulk-visibility"
          label={<span>Make them</span>}
          value={visibility}
          onChange={setVisibility}
          disabled={busy}
        />
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
