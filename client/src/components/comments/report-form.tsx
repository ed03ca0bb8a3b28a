import { REPORT_REASONS, reportBodySchema, type ReportReason } from '@inkreel/shared';
import { useId } from 'react';
import { reportComment } from '../../lib/comments/comment-calls';
import { commentFailure } from '../../lib/comments/comment-errors';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { Button } from '../ui/button';

const REASONS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  hateful: 'Hateful',
  sexual: 'Sexual',
  other: 'Something else',
};

/** Why a comment is reported, sent to the provider's staff; thanked for in place. */
export function ReportForm({ commentId, onClose }: { commentId: string; onClose: () => void }) {
  const id = useId();
  const form = useContractForm({
    schema: reportBodySchema,
    initial: { reason: 'spam', note: '' },
    failureText: commentFailure,
    submit: async (data) => {
      await reportComment(commentId, {
        reason: data.reason,
        ...(data.note ? { note: data.note } : {}),
      });
    },
  });
  if (form.succeeded) {
    return (
      <p className="muted" role="status">
        Thank you: the comment was reported.{' '}
        {/* The Report button that held the focus is gone with the form: Close takes it. */}
        {/* oxlint-disable-next-line jsx-a11y/no-autofocus -- replaces the button just pressed */}
        <Button variant="ghost" onClick={onClose} autoFocus>
          Close
        </Button>
      </p>
    );
  }
  const reason = form.field('reason');
  const note = form.field('note');
  return (
    <form className="comment-report" onSubmit={form.onSubmit} noValidate>
      <label htmlFor={`${id}-reason`}>Reason</label>
      <select
        id={`${id}-reason`}
        className="input"
        name={reason.name}
        value={reason.value}
        onChange={reason.onChange}
      >
        {REPORT_REASONS.map((value) => (
          <option key={value} value={value}>
            {REASONS[value]}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-note`}>Note (optional)</label>
      <input
        id={`${id}-note`}
        className="input"
        name={note.name}
        value={note.value}
        onChange={note.onChange}
        aria-invalid={note.error ? true : undefined}
        aria-describedby={note.error ? `${id}-note-error` : undefined}
      />
      {note.error ? (
        <span id={`${id}-note-error`} className="field-error">
          {note.error}
        </span>
      ) : null}
      <div className="comment-form-row">
        <span className="comment-form-spacer" />
        <Button variant="ghost" onClick={onClose} disabled={form.busy}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={form.busy}>
          Report
        </Button>
      </div>
      {form.failure ? (
        <p className="error-box" role="alert">
          {form.failure}
        </p>
      ) : null}
    </form>
  );
}
