import { useState } from 'react';
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
  const { options } = useThreadContext();
  const [open, setOpen] = useState<Open>('none');
  const name = comment.author?.name ?? 'a deleted account';
  return (
    <article
      id={`comment-${comment._id}`}
      className="comment-card"
      aria-label={`Comment by ${name}`}
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
