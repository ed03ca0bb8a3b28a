import type { Comment } from '@inkreel/shared';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { postComment } from '../../lib/comments/comment-calls';
import { CommentCard } from './comment-card';
import { focusComment } from './comment-focus';
import { CommentForm } from './comment-form';
import { CommentReplies } from './comment-replies';
import { useThreadContext } from './thread-context';

/** A comment on the provider's side after a delete that keeps its replies hanging on it. */
const deletedShape = (comment: Comment): Comment => ({
  ...comment,
  state: 'deleted',
  author: null,
  text: '',
  mentions: [],
  likeCount: 0,
  liked: false,
});

/**
 * A top-level comment and its thread: the replies folded under "N replies", and the reply form
 * (a reply to a reply joins this thread and names whom it answers).
 */
export function CommentItem({
  comment,
  liveReplies,
  linkedReply,
}: {
  comment: Comment;
  liveReplies?: Comment[] | undefined;
  /** A reply of this thread a link leads to: the thread opens unfolded with it (comment-replies). */
  linkedReply?: Comment | undefined;
}) {
  const { kind, itemId, dispatch, count } = useThreadContext();
  const [answering, setAnswering] = useState<Comment | null>(null);
  const [posted, setPosted] = useState<Comment[]>([]);
  const [removedReplies, setRemovedReplies] = useState(0);
  const replies = [...(liveReplies ?? []), ...posted];
  const reply = async ({ text }: { text: string }) => {
    if (!answering) return;
    const sent = await postComment(kind, itemId, { text, parentId: answering._id });
    flushSync(() => {
      setPosted((now) => [...now, sent]);
      setAnswering(null);
    });
    // The form that held the focus is gone: the new reply takes it (a screen reader reads it).
    focusComment(sent._id);
    if (sent.state === 'published') dispatch({ type: 'count', count: (count ?? 0) + 1 });
  };
  const cancel = (answered: Comment) => {
    flushSync(() => setAnswering(null));
    focusComment(answered._id, 'Reply');
  };
  return (
    <>
      <CommentCard
        comment={comment}
        onChanged={(changed) => dispatch({ type: 'changed', comment: changed })}
        onRemoved={(removed, now) => {
          const visibleReplies = comment.replyCount + replies.length - removedReplies;
          if (visibleReplies > 0) {
            dispatch({ type: 'changed', comment: deletedShape(removed) });
            dispatch({ type: 'count', count: now });
          } else dispatch({ type: 'gone', id: removed._id, count: now });
        }}
        onReply={setAnswering}
      />
      <CommentReplies
        parent={comment}
        added={replies}
        linked={linkedReply}
        onReply={setAnswering}
        onRemoved={(now) => {
          setRemovedReplies((n) => n + 1);
          dispatch({ type: 'count', count: now });
        }}
      />
      {answering ? (
        <div className="comment-reply-form">
          <CommentForm
            label={`Reply to ${answering.author?.name ?? 'this comment'}`}
            submitLabel="Reply"
            focusOnOpen
            onCancel={() => cancel(answering)}
            onSubmit={reply}
          />
        </div>
      ) : null}
    </>
  );
}
