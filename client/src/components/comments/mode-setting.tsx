import { COMMENT_MODES, type CommentMode } from '@inkreel/shared';
import { useId, useRef, useState } from 'react';
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
  // Busy, the choice stays enabled (a disabled one drops the focus to the page's top) and a
  // second change waits for the first.
  const sending = useRef(false);
  const change = async (next: CommentMode) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await setCommentMode(kind, itemId, next);
      onChanged();
    } catch (error) {
      setFailure(commentFailure(error));
    } finally {
      sending.current = false;
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
        aria-busy={busy || undefined}
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
