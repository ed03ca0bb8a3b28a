import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { creditsText, type ShortfallNumbers } from '../model/insufficient-balance';
import type { PublishedItem } from '../model/progress';
import { publishedLink, publishedLinkState } from '../model/published-link';
import './upload-dialogs.css';

interface InsufficientProps {
  numbers: ShortfallNumbers;
  onAddFunds: () => void;
  onRetry?: () => void;
  onCancel: () => void;
}

/** docs/product.md section 8: what is required, what there is, and what is missing, in credits. */
export function InsufficientBalanceDialog({
  numbers,
  onAddFunds,
  onRetry,
  onCancel,
}: InsufficientProps) {
  return (
    <Dialog
      title="Insufficient Balance"
      tone="danger"
      onDismiss={onCancel}
      actions={
        <>
          <button type="button" className="btn btn-ghost upload-dialog-action" onClick={onCancel}>
            Cancel
          </button>
          {onRetry && (
            <button type="button" className="btn upload-dialog-action" onClick={onRetry}>
              Retry Upload
            </button>
          )}
          <button
            type="button"
            className="btn btn-primary upload-dialog-action"
            onClick={onAddFunds}
          >
            Add Funds
          </button>
        </>
      }
    >
      <p>You don&apos;t have enough funds in your wallet to upload this content.</p>
      <dl className="upload-shortfall">
        <div>
          <dt>Required amount</dt>
          <dd>{creditsText(numbers.required)}</dd>
        </div>
        <div>
          <dt>Your balance</dt>
          <dd>{creditsText(numbers.balance)}</dd>
        </div>
        <div className="upload-shortfall-needed">
          <dt>Amount needed</dt>
          <dd>{creditsText(numbers.needed)}</dd>
        </div>
      </dl>
    </Dialog>
  );
}

interface SuccessProps {
  /** What the upload published: linked right here, as a phone shows the panel's link far below. */
  published?: PublishedItem | null;
  onClose: () => void;
  /** What could not be added to it (captions, chapters, seek previews), to add again later. */
  problems?: readonly string[];
}

export function UploadSuccessDialog({ published, onClose, problems = [] }: SuccessProps) {
  const close = useRef<HTMLButtonElement>(null);
  // The dialog focuses its first control, now the link: Close keeps the focus (Enter still closes
  // and resets the form, as before). This effect runs after the dialog's own.
  useEffect(() => close.current?.focus(), []);
  const link = published ? publishedLink(published) : null;
  return (
    <Dialog
      title="Upload Successful!"
      tone="success"
      onDismiss={onClose}
      actions={
        <button ref={close} type="button" className="btn btn-primary" onClick={onClose}>
          Close
        </button>
      }
    >
      <p>Your content has been uploaded successfully.</p>
      {problems.length > 0 && (
        <div className="info-box upload-success-problems">
          <p>Some of what goes with it was not added. Add it again from My uploads:</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {link && (
        <p className="upload-success-link">
          <Link to={link.href} state={publishedLinkState(published)}>
            {link.text}
          </Link>
        </p>
      )}
    </Dialog>
  );
}

/** Not in docs/product.md: leaving the page while a file is on its way would cancel the upload. */
export function LeaveUploadDialog({
  onStay,
  onLeave,
}: {
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <Dialog
      title="Leave this page?"
      onDismiss={onStay}
      actions={
        <>
          <button type="button" className="btn btn-primary upload-dialog-action" onClick={onStay}>
            Keep uploading
          </button>
          <button type="button" className="btn btn-ghost upload-dialog-action" onClick={onLeave}>
            Leave anyway
          </button>
        </>
      }
    >
      <p>Your upload is still in progress. Leaving this page cancels it; your draft stays.</p>
    </Dialog>
  );
}
