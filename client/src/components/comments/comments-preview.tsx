import type { CommentThread } from '@inkreel/shared';
import { memo } from 'react';
import { CommentBody } from './comment-body';
import { commentsHeading } from './comment-media';
import type { TextViewOptions } from './comment-text-view';

interface CommentsPreviewProps {
  headingId: string;
  /** The first page, when the page came with it (server-rendered) or it is in the cache. */
  thread: CommentThread | undefined;
  options: TextViewOptions;
}

/**
 * The first page of a thread as plain reading: what a server-rendered page shows a visitor
 * without the script, and what stands in while the live thread's code loads (after the player's).
 */
export const CommentsPreview = memo(function CommentsPreview({
  headingId,
  thread,
  options,
}: CommentsPreviewProps) {
  const off = thread?.mode === 'off';
  return (
    <>
      <div className="comments-header">
        <h2 id={headingId} className="section-title section-title-small">
          {off ? 'Comments' : commentsHeading(thread?.count)}
        </h2>
      </div>
      {off ? <p className="muted">Comments are turned off.</p> : null}
      {!thread ? <p className="muted comments-loading">Loading comments…</p> : null}
      {thread && !off && thread.items.length === 0 ? (
        <p className="muted">No comments yet.</p>
      ) : null}
      {thread && thread.items.length > 0 ? (
        <ol className="comment-list">
          {thread.items.map((comment) => (
            <li key={comment._id} className="comment">
              <article
                id={`comment-${comment._id}`}
                className="comment-card"
                aria-label={`Comment by ${comment.author?.name ?? 'a deleted account'}`}
              >
                <CommentBody comment={comment} options={options} />
                {comment.replyCount > 0 ? (
                  <p className="comment-replies-count">
                    {`${comment.replyCount} ${comment.replyCount === 1 ? 'reply' : 'replies'}`}
                  </p>
                ) : null}
              </article>
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
});
