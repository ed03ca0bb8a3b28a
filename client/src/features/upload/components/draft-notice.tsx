import { DRAFT_FILE_LIMIT_BYTES } from '../drafts/draft-records';
import type { DraftNotice as Notice } from '../drafts/use-upload-draft';
import { formatFileSize } from '../../../lib/format/format';
import './draft-notice.css';

const SAVED_AT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const LIMIT = formatFileSize(DRAFT_FILE_LIMIT_BYTES);

function droppedText(reason: 'unreadable' | 'too-large', what: string): string {
  return reason === 'too-large'
    ? `${what} was too large to keep and was removed.`
    : `${what} could not be read and was removed.`;
}

/** The words of a notice: a title and what it means for the user. */
export function noticeText(notice: NonNullable<Notice>): { title: string; detail: string } {
  switch (notice.kind) {
    case 'restored': {
      const lost = notice.dropped[0];
      const when = `Your upload form is back as you left it (saved ${SAVED_AT.format(notice.savedAt)}).`;
      return {
        title: 'Draft restored',
        detail: lost
          ? `${when} ${droppedText(lost, 'A file in it')} Please choose it again.`
          : when,
      };
    }
    case 'dropped':
      return {
        title: 'Draft not restored',
        detail: droppedText(notice.reason, 'Your saved draft'),
      };
    case 'notKept':
      return notice.reason === 'too-large'
        ? {
            title: 'File not kept in the draft',
            detail: `"${notice.fileName ?? 'This file'}" is larger than ${LIMIT}, too large to keep in the draft. The form still has it; after a reload you would choose it again.`,
          }
        : {
            title: 'Draft not saved',
            detail:
              "This browser's storage for the site is full, so the draft could not be saved. The form still works; after a reload you would fill it in again.",
          };
  }
}

interface Props {
  notice: Notice;
  onDiscard: () => void;
  onDismiss: () => void;
  disabled?: boolean;
}

/** Says a draft came back (with "Discard draft"), or what could not be kept and why. */
export function DraftNotice({ notice, onDiscard, onDismiss, disabled }: Props) {
  if (!notice) return null;
  const { title, detail } = noticeText(notice);
  const restored = notice.kind === 'restored';
  return (
    <div
      className="draft-notice"
      data-tone={restored && !notice.dropped.length ? 'info' : 'warning'}
      role="status"
    >
      <div className="draft-notice-text">
        <strong className="draft-notice-title">{title}</strong>
        <span>{detail}</span>
      </div>
      {restored ? (
        <button
          type="button"
          className="btn draft-notice-action"
          onClick={onDiscard}
          disabled={disabled}
        >
          Discard draft
        </button>
      ) : (
        <button type="button" className="btn btn-ghost draft-notice-action" onClick={onDismiss}>
          Dismiss
        </button>
      )}
    </div>
  );
}
