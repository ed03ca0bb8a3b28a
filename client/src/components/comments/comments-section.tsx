import type { Comment, CommentKind, CommentSort } from '@inkreel/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../../lib/session/auth-context';
import { useCommentRoom } from '../../lib/comments/use-comment-room';
import { useThread } from '../../lib/comments/use-thread';
import {
  linkedCommentId,
  useLinkedComment,
  type LinkedComment,
} from '../../lib/comments/use-linked-comment';
import { useMarkerSync } from '../../lib/comments/use-marker-sync';
import type { ThreadAction } from '../../lib/comments/thread-state';
import { commentFailure } from '../../lib/comments/comment-errors';
import { Button } from '../ui/button';
import { focusComment } from './comment-focus';
import { CommentItem } from './comment-item';
import { commentsHeading, type CommentMedia, type CommentReading } from './comment-media';
import type { TextViewOptions } from './comment-text-view';
import { LinkedNote, LinkedThread } from './linked-comment';
import { ModeSetting } from './mode-setting';
import { ThreadComposer } from './thread-composer';
import { ThreadContext, type ThreadContextValue } from './thread-context';

interface CommentsSectionProps {
  kind: CommentKind;
  itemId: string;
  headingId: string;
  options: TextViewOptions;
  media: CommentMedia | undefined;
  reading?: CommentReading | undefined;
}

/**
 * The live thread: a sort, the form to comment (or why one cannot), the comments with their
 * actions, "Show more", and new comments from others behind a pill that never moves what is
 * being read (docs/product.md section 10, Comments).
 */
export function CommentsSection(props: CommentsSectionProps) {
  const [sort, setSort] = useState<CommentSort>('newest');
  // A link to one comment (`#comment-{id}`, a notification's) is served until the reader asks for
  // the whole thread or another sort; a link to another comment is served afresh.
  const { hash } = useLocation();
  const [served, setServed] = useState<string | null>(null);
  const linkId = served === hash ? null : linkedCommentId(hash);
  const onSort = (next: CommentSort) => {
    setServed(hash);
    setSort(next);
  };
  // A new sort is a new thread: its own pages and its own state.
  return (
    <Thread
      key={sort}
      {...props}
      sort={sort}
      onSort={onSort}
      linkId={linkId}
      onWhole={() => setServed(hash)}
    />
  );
}

interface ThreadProps extends CommentsSectionProps {
  sort: CommentSort;
  onSort: (sort: CommentSort) => void;
  linkId: string | null;
  onWhole: () => void;
}

function Thread(props: ThreadProps) {
  const { kind, itemId, headingId, options, media, reading, sort, onSort } = props;
  const { user } = useAuth();
  const thread = useThread(kind, itemId, sort, user?._id);
  const { arrived, dispatch: threadDispatch } = thread;
  // The seek bar's markers follow what happens here (the player reads them from the first page).
  const syncMarkers = useMarkerSync(kind, itemId);
  const dispatch = useCallback(
    (action: ThreadAction) => {
      threadDispatch(action);
      syncMarkers(action);
    },
    [threadDispatch, syncMarkers],
  );
  // The viewer's own comments come in with the reply to their POST: the room's copy only counts.
  const onArrived = useCallback(
    (comment: Comment, count: number) => {
      if (comment.author?._id === user?._id) return dispatch({ type: 'count', count });
      arrived(comment, count);
      syncMarkers({ type: 'arrived', comment, count, shown: false });
    },
    [arrived, dispatch, syncMarkers, user?._id],
  );
  useCommentRoom(kind, itemId, true, Boolean(user), onArrived);
  const data = thread.first.data;
  const linked = useLinkedComment(props.linkId, thread.comments, data !== undefined, itemId);
  const found = linked.status === 'found' ? linked : null;
  const context: ThreadContextValue | null = data
    ? {
        kind,
        itemId,
        options,
        media,
        reading,
        viewer: {
          id: user?._id,
          verified: user?.isEmailVerified ?? false,
          moderator: data.viewer.moderator,
          blocked: data.viewer.blocked,
        },
        mode: data.mode,
        headingId,
        count: thread.count ?? data.count,
        dispatch,
        linkedId: found?.comment._id,
      }
    : null;
  const off = data?.mode === 'off';
  return (
    <>
      <div className="comments-header">
        {/* Focusable by script: a deleted comment that was the last one hands it the focus. */}
        <h2 id={headingId} className="section-title section-title-small" tabIndex={-1}>
          {off && !thread.comments.length ? 'Comments' : commentsHeading(thread.count)}
        </h2>
        {data && data.items.length > 1 ? (
          <div className="comments-sort" role="group" aria-label="Sort comments">
            {(['newest', 'top'] as const).map((value) => (
              <Button
                key={value}
                variant="ghost"
                aria-pressed={sort === value}
                onClick={() => onSort(value)}
              >
                {value === 'newest' ? 'Newest' : 'Top'}
              </Button>
            ))}
          </div>
        ) : null}
      </div>
      {thread.first.error ? (
        <p className="error-box" role="alert">
          {commentFailure(thread.first.error)}{' '}
          <Button variant="ghost" onClick={() => void thread.first.mutate()}>
            Try again
          </Button>
        </p>
      ) : null}
      {!context ? (
        thread.first.error ? null : (
          <p className="muted comments-loading">Loading comments…</p>
        )
      ) : (
        <ThreadContext.Provider value={context}>
          {context.viewer.moderator ? (
            <ModeSetting onChanged={() => void thread.reload().catch(() => undefined)} />
          ) : null}
          <ThreadComposer />
          {linked.status === 'gone' || linked.status === 'failed' ? (
            <LinkedNote status={linked.status} />
          ) : null}
          {linked.status === 'loading' ? (
            <p className="muted comments-loading">Loading comments…</p>
          ) : found && !found.inList ? (
            <LinkedThread linked={found} onWhole={props.onWhole} />
          ) : (
            <ThreadList thread={thread} off={off} linked={found} />
          )}
        </ThreadContext.Provider>
      )}
    </>
  );
}

/** The thread's comments as its pages have them, with the pill, "Show more" and its failure. */
function ThreadList({
  thread,
  off,
  linked,
}: {
  thread: ReturnType<typeof useThread>;
  off: boolean;
  linked: Extract<LinkedComment, { status: 'found' }> | null;
}) {
  // The thread a link's reply hangs on opens unfolded at it (drawn again once the reply is known).
  const reply = linked && linked.comment._id !== linked.top._id ? linked.comment : undefined;
  // "Show more" hands the focus to the first comment it brought: the button stays enabled while
  // the page comes (a disabled one drops the focus) and goes with the last page.
  const focusFrom = useRef<number | null>(null);
  const { comments, loadingMore } = thread;
  useEffect(() => {
    if (loadingMore || focusFrom.current === null) return;
    const first = comments[focusFrom.current];
    focusFrom.current = null;
    if (first) focusComment(first._id);
  }, [comments, loadingMore]);
  const showMore = () => {
    if (loadingMore) return;
    focusFrom.current = comments.length;
    void thread.loadMore();
  };
  return (
    <>
      {thread.pending.length > 0 ? (
        <Button className="comments-pill" onClick={() => thread.dispatch({ type: 'show-pending' })}>
          {thread.pending.length} new comment{thread.pending.length === 1 ? '' : 's'}
        </Button>
      ) : null}
      {thread.comments.length === 0 && !off ? <p className="muted">No comments yet.</p> : null}
      <ol className="comment-list">
        {thread.comments.map((comment) => {
          const opens = reply?.parentId === comment._id ? reply : undefined;
          return (
            <li key={comment._id} className="comment">
              <CommentItem
                key={opens?._id}
                comment={comment}
                liveReplies={thread.liveReplies[comment._id]}
                linkedReply={opens}
              />
            </li>
          );
        })}
      </ol>
      {thread.hasMore ? (
        <Button onClick={showMore} aria-disabled={loadingMore || undefined}>
          {thread.loadingMore ? 'Loading…' : 'Show more'}
        </Button>
      ) : null}
      {thread.moreError ? (
        <p className="error-box" role="alert">
          {commentFailure(thread.moreError)}
        </p>
      ) : null}
    </>
  );
}
