import { COMMENT_MODES, type CommentMode } from '@inkreel/shared';
import { useId, useState } from 'react';
import { commentFailure } from '../../lib/comments/comment-errors';
import { setCommentMode } from '../../lib/comments/comment-calls';
import { useThreadContext } from './thread-context';

const LABELS: Record<CommentMode, string> = {
  open: 'Open',
  held: 'Held for my approval',
  off: 'Off',
};

/** The uploader's choice for their upload: comments open, held for approval, or off. */
export function ModeSetting({ onChanged }: { onChanged: () => void }) {
  const { kind, itemId, mode } = useThreadContext();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const change = async (next: CommentMode) => {
    setBusy(true);
    setFailure(null);
    try {
      await setCommentMode(kind, itemId, next);
      onChanged();
    } catch (error) {
      setFailure(commentFailure(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="comments-mode">
      <label htmlFor={id}>Comments on your upload</label>
      <select
        id={id}
        className="input"
        value={mode}
        disabled={busy}
        onChange={(event) => void change(event.target.value as CommentMode)}
      >
        {COMMENT_MODES.map((value) => (
          <option key={value} value={value}>
            {LABELS[value]}
          </option>
        ))}
      </select>
      {failure ? (
        <p className="error-box" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
