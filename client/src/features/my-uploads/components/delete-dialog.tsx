import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';

interface Props {
  /** The titles of what is deleted: one names the item, several are listed. */
  titles: string[];
  /** Something deleted cost credits to upload (a video, track or book; poems and stories are free). */
  priced: boolean;
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

/**
 * Asks before deleting: names what goes and, for what cost credits to upload, says the price is
 * not refunded (a free poem's dialog has no word of credits). The buttons wait while the deletion runs; a failure is said inside the dialog.
 */
export function DeleteDialog({ titles, priced, onConfirm, onCancel }: Props) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const one = titles.length === 1 ? titles[0] : undefined;
  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await onConfirm();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <Dialog
      title={one !== undefined ? `Delete “${one}”?` : `Delete ${titles.length} uploads?`}
      tone="danger"
      onDismiss={busy ? undefined : onCancel}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-danger"
            onClick={() => void confirm()}
            disabled={busy}
          >
            {busy ? 'Deleting…' : 'Delete'}
          </button>
        </>
      }
    >
      {one === undefined && (
        <ul className="delete-dialog-titles">
          {titles.map((title, i) => (
            <li key={`${i}-${title}`}>{title}</li>
          ))}
        </ul>
      )}
      <p>
        {one !== undefined ? 'It is' : 'They are'} removed for everyone:{' '}
        {one !== undefined ? 'its' : 'their'} page, files and statistics. This cannot be undone.
      </p>
      {priced && (
        <p>The credits paid to upload {one !== undefined ? 'it are' : 'them are'} not refunded.</p>
      )}
      {failed && (
        <p className="error-box" role="alert">
          It could not be deleted just now. Check your connection and try again.
        </p>
      )}
    </Dialog>
  );
}
