import { useEffect, useRef } from 'react';
import type { LinkedComment } from '../../lib/comments/use-linked-comment';
import { Button } from '../ui/button';
import { CommentItem } from './comment-item';

/**
 * A link's comment whose thread is not among those drawn (past the first page): that thread
 * alone, unfolded at the linked reply, with a way to the rest (decision 0435).
 */
export function LinkedThread({
  linked,
  onWhole,
}: {
  linked: Extract<LinkedComment, { status: 'found' }>;
  onWhole: () => void;
}) {
  const { comment, top } = linked;
  return (
    <>
      <ol className="comment-list">
        <li className="comment">
          <CommentItem comment={top} linkedReply={comment._id === top._id ? undefined : comment} />
        </li>
      </ol>
      <Button className="comments-whole" onClick={onWhole}>
        Show the whole thread
      </Button>
    </>
  );
}

/**
 * Said where a link's comment would be when it is not there to show: deleted, hidden, or out of
 * this viewer's sight (never an error page), or could not be asked for. Focused, so a screen
 * reader that followed the link hears why.
 */
export function LinkedNote({ status }: { status: 'gone' | 'failed' }) {
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    note.current?.scrollIntoView({ block: 'center' });
    note.current?.focus({ preventScroll: true });
  }, []);
  return (
    <p ref={note} className="comments-link-note" role="status" tabIndex={-1}>
      {status === 'gone'
        ? 'The comment this link leads to is no longer there.'
        : 'The comment this link leads to could not be loaded.'}
    </p>
  );
}
