import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { editComment } from '../../lib/comments/comment-calls';
import { CommentActions, type CardProps } from './comment-actions';
import { CommentBody } from './comment-body';
import { CommentForm } from './comment-form';
import { focusAction, focusFirstLeft, focusTargets } from './comment-focus';
import { ReportForm } from './report-form';
import { useThreadContext } from './thread-context';

type Open = 'none' | 'edit' | 'report';

/** One comment with what the viewer may do to it; editing and reporting open in place. */
export function CommentCard(props: CardProps) {
  const { comment, onChanged } = props;
  const { options, linkedId, headingId } = useThreadContext();
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
  // Drawn at once, so the focus can go where the comment was before the page moves on.
  const onRemoved: CardProps['onRemoved'] = (removed, count) => {
    const targets = card.current ? focusTargets(card.current, headingId) : [];
    flushSync(() => props.onRemoved(removed, count));
    focusFirstLeft(targets);
  };
  // Closing the edit or report form hands the focus back to the button that opened it.
  const close = (opener: string) => {
    flushSync(() => setOpen('none'));
    focusAction(card.current, opener);
  };
  return (
    <article
      ref={card}
      id={`comment-${comment._id}`}
      className={linked ? 'comment-card comment-linked' : 'comment-card'}
      aria-label={`${linked ? 'Linked comment' : 'Comment'} by ${name}`}
      // Focusable by script alone: a link leads here, or a deleted neighbour hands it the focus.
      tabIndex={-1}
    >
      {open === 'edit' ? (
        <CommentForm
          label="Edit your comment"
          submitLabel="Save"
          initialText={comment.text}
          focusOnOpen
          onCancel={() => close('Edit')}
          onSubmit={async ({ text }) => {
            const edited = await editComment(comment._id, text);
            flushSync(() => onChanged(edited));
            close('Edit');
          }}
        />
      ) : (
        <CommentBody comment={comment} options={options} />
      )}
      {comment.state !== 'deleted' && open !== 'edit' ? (
        <CommentActions
          {...props}
          onRemoved={onRemoved}
          onEdit={() => setOpen('edit')}
          onReport={() => setOpen('report')}
        />
      ) : null}
      {open === 'report' ? (
        <ReportForm commentId={comment._id} onClose={() => close('Report')} />
      ) : null}
    </article>
  );
}
