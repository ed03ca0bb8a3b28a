import { groupThousands, type Comment } from '@inkreel/shared';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  approveComment,
  likeComment,
  removeComment,
  setBlocked,
} from '../../lib/comments/comment-calls';
import { commentFailure } from '../../lib/comments/comment-errors';
import { Button } from '../ui/button';
import { cannotComment } from './thread-composer';
import { useThreadContext } from './thread-context';

export interface CardProps {
  comment: Comment;
  /** The comment as it now is (edited, liked, approved). */
  onChanged: (comment: Comment) => void;
  /** Deleted or removed; the item's published comments now. */
  onRemoved: (comment: Comment, count: number) => void;
  /** Opens the reply form under the thread, answering this comment. */
  onReply?: ((comment: Comment) => void) | undefined;
}

interface ActionsProps extends CardProps {
  onEdit: () => void;
  onReport: () => void;
}

const likes = (n: number) => `${groupThousands(n)} like${n === 1 ? '' : 's'}`;

/**
 * Like, Reply, Edit, Delete and Report for whoever may; Approve and Block for the uploader. Each
 * call's refusal is said under the row. Delete asks once more, in place.
 */
export function CommentActions({
  comment,
  onChanged,
  onRemoved,
  onReply,
  onEdit,
  onReport,
}: ActionsProps) {
  const { viewer, mode } = useThreadContext();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const own = viewer.id !== undefined && comment.author?._id === viewer.id;
  const published = comment.state === 'published';
  // While a call is under way its buttons say so (aria-disabled) but stay enabled: a disabled
  // button drops the focus, so a keyboard user's Like sent them to the top of the page.
  const running = useRef(false);
  const act = (call: () => Promise<void>) => async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await call();
    } catch (error) {
      setFailure(commentFailure(error));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  // "Cancel" in "Delete your comment?": the focus goes back to the Delete button.
  const ask = useRef<HTMLButtonElement>(null);
  const keep = () => {
    if (running.current) return;
    flushSync(() => setConfirming(false));
    ask.current?.focus();
  };
  const like = act(async () => {
    const state = await likeComment(comment._id, !comment.liked);
    onChanged({ ...comment, ...state });
  });
  const remove = act(async () => {
    const result = await removeComment(comment._id);
    setConfirming(false);
    onRemoved(comment, result.count);
  });
  const approve = act(async () => onChanged(await approveComment(comment._id)));
  const block = act(async () => {
    const state = await setBlocked(comment.author?._id ?? '', true);
    setNote(`${state.user.name} can no longer comment on your uploads.`);
  });

  if (!viewer.id) {
    return comment.likeCount > 0 ? (
      <p className="comment-actions muted">{likes(comment.likeCount)}</p>
    ) : null;
  }
  const canReply = onReply && published && mode !== 'off' && !cannotComment(viewer);
  return (
    <>
      <div className="comment-actions">
        {published ? (
          <Button
            variant="ghost"
            aria-pressed={comment.liked}
            aria-disabled={busy || undefined}
            onClick={() => void like()}
          >
            {comment.liked ? 'Liked' : 'Like'}
            {comment.likeCount > 0 ? ` · ${groupThousands(comment.likeCount)}` : ''}
          </Button>
        ) : null}
        {canReply ? (
          <Button variant="ghost" onClick={() => onReply(comment)}>
            Reply
          </Button>
        ) : null}
        {viewer.moderator && comment.state === 'held' ? (
          <Button variant="ghost" aria-disabled={busy || undefined} onClick={() => void approve()}>
            Approve
          </Button>
        ) : null}
        {own ? (
          <Button variant="ghost" onClick={onEdit}>
            Edit
          </Button>
        ) : null}
        {own || viewer.moderator ? (
          <Button
            ref={ask}
            variant="ghost"
            aria-disabled={busy || undefined}
            onClick={() => busy || setConfirming(true)}
          >
            {own ? 'Delete' : 'Remove'}
          </Button>
        ) : null}
        {!own && published ? (
          <Button variant="ghost" onClick={onReport}>
            Report
          </Button>
        ) : null}
        {viewer.moderator && !own && comment.author ? (
          <Button variant="ghost" aria-disabled={busy || undefined} onClick={() => void block()}>
            Block {comment.author.name}
          </Button>
        ) : null}
      </div>
      {confirming ? (
        <div className="comment-confirm" role="group" aria-label="Confirm">
          <span>{own ? 'Delete your comment?' : 'Remove this comment?'}</span>
          <Button variant="danger" aria-disabled={busy || undefined} onClick={() => void remove()}>
            {own ? 'Delete' : 'Remove'}
          </Button>
          <Button variant="ghost" aria-disabled={busy || undefined} onClick={keep}>
            Cancel
          </Button>
        </div>
      ) : null}
      {note ? (
        <p className="muted" role="status">
          {note}
        </p>
      ) : null}
      {failure ? (
        <p className="error-box" role="alert">
          {failure}
        </p>
      ) : null}
    </>
  );
}
