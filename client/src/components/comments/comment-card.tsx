import { useEffect, useRef, useState } from 'react';
import { editComment } from '../../lib/comments/comment-calls';
import { CommentActions, type CardProps } from './comment-actions';
import { CommentBody } from './comment-body';
import { CommentForm } from './comment-form';
import { ReportForm } from './report-form';
import { useThreadContext } from './thread-context';

type Open = 'none' | 'edit' | 'report';

/** One comment with what the viewer may do to it; editing and reporting open in place. */
export function CommentCard(props: CardProps) {
  const { comment, onChanged } = props;
  const { options, linkedId } = useThreadContext();
  const [open, setOpen] = useState<Open>('none');
  const name = comment.author?.name ?? 'a deleted account';
  // The comment a link leads to: brought to the middle of the screen, highlighted for a moment
  // (comments.css), and focused so a screen reader starts there (docs/product.md, Comments).
  const linked = linkedId === comment._id;
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!linked) return;
    card.current?.scrollIntoView({ block: 'center' });
    card.current?.focus({ preventScroll: true });
  }, [linked]);
  return (
    <article
      ref={card}
      id={`comment-${comment._id}`}
      className={linked ? 'comment-card comment-linked' : 'comment-card'}
      aria-label={`${linked ? 'Linked comment' : 'Comment'} by ${name}`}
      tabIndex={linked ? -1 : undefined}
    >
      {open === 'edit' ? (
        <CommentForm
          label="Edit your comment"
          submitLabel="Save"
          initialText={comment.text}
          focusOnOpen
          onCancel={() => setOpen('none')}
          onSubmit={async ({ text }) => {
            onChanged(await editComment(comment._id, text));
            setOpen('none');
          }}
        />
      ) : (
        <CommentBody comment={comment} options={options} />
      )}
      {comment.state !== 'deleted' && open !== 'edit' ? (
        <CommentActions
          {...props}
          onEdit={() => setOpen('edit')}
          onReport={() => setOpen('report')}
        />
      ) : null}
      {open === 'report' ? (
        <ReportForm commentId={comment._id} onClose={() => setOpen('none')} />
      ) : null}
    </article>
  );
}
