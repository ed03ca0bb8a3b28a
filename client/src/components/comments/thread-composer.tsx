import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { postComment } from '../../lib/comments/comment-calls';
import { focusComment } from './comment-focus';
import { CommentForm, type CommentDraft } from './comment-form';
import { useThreadContext } from './thread-context';

/** Why the viewer cannot comment here, in their words; null when they can. */
export function cannotComment(viewer: {
  id: string | undefined;
  verified: boolean;
  blocked: boolean;
}) {
  if (!viewer.id) return null;
  if (!viewer.verified) return 'Verify your e-mail address to comment.';
  if (viewer.blocked) return 'The uploader has blocked you from commenting on their uploads.';
  return null;
}

/**
 * The thread's form for a new comment, or what stands in its place: a sign-in link that comes
 * back here for a visitor, or why the viewer cannot comment.
 */
export function ThreadComposer() {
  const { kind, itemId, options, media, reading, viewer, mode, count, dispatch } =
    useThreadContext();
  if (mode === 'off') return <p className="muted">Comments are turned off.</p>;
  if (!viewer.id) {
    return (
      <p className="comments-sign-in">
        <Link to="/login" state={{ from: `${options.itemPath}#comments` }}>
          Sign in to comment
        </Link>
      </p>
    );
  }
  const why = cannotComment(viewer);
  if (why) return <p className="muted">{why}</p>;
  const send = async (draft: CommentDraft) => {
    const comment = await postComment(kind, itemId, draft);
    flushSync(() => dispatch({ type: 'added', comment }));
    // The Comment button the focus was on turns disabled with the text cleared (which drops the
    // focus to the page's top): the new comment takes it, and a screen reader reads it.
    focusComment(comment._id);
    if (comment.state === 'published') dispatch({ type: 'count', count: (count ?? 0) + 1 });
  };
  return (
    <>
      {mode === 'held' && !viewer.moderator ? (
        <p className="muted">Comments here wait for the uploader’s approval.</p>
      ) : null}
      <CommentForm
        label="Add a comment"
        submitLabel="Comment"
        media={media}
        paged={kind === 'book' && !reading}
        reading={reading}
        onSubmit={send}
      />
    </>
  );
}
