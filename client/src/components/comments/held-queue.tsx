import type { HeldComment, HeldPage } from '@inkreel/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import useSWR from 'swr';
import { useExtension } from '../../lib/api/extensions';
import {
  approveComment,
  HELD_KEY,
  loadHeld,
  removeComment,
} from '../../lib/comments/comment-calls';
import { commentFailure } from '../../lib/comments/comment-errors';
import { itemPath } from '../../lib/links/item-path';
import { Button } from '../ui/button';
import { CommentBody } from './comment-body';
import { ModerationSection } from './moderation-section';
import './comments.css';

/** What the uploader did to a held comment, said in its place until the queue is read again. */
type Outcome = 'approved' | 'rejected';

/**
 * The uploader's queue of comments awaiting approval on any of their uploads (uploads whose
 * comments are held, docs/product.md section 10, Comments), oldest first, each with Approve and
 * Reject, and the upload it is on. "Show more" reads the next page.
 */
export function HeldQueue({ headingClass }: { headingClass: string }) {
  const creators = useExtension('creators');
  const first = useSWR<HeldPage, Error>(HELD_KEY, () => loadHeld());
  const [more, setMore] = useState<HeldPage[]>([]);
  const [done, setDone] = useState<Record<string, Outcome>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // Nothing waits (nor did when the page opened): no section at all.
  if (!first.data && !first.error) return null;
  if (first.data?.count === 0 && first.data.items.length === 0) return null;
  if (!first.data) {
    return (
      <ModerationSection
        id="held-comments-title"
        title="Comments awaiting approval"
        headingClass={headingClass}
      >
        <p className="error-box" role="alert">
          {commentFailure(first.error)}
        </p>
      </ModerationSection>
    );
  }
  const pages = [first.data, ...more];
  const items = pages.flatMap((page) => page.items);
  const nextCursor = pages.at(-1)?.nextCursor ?? null;
  const waiting = Math.max(0, first.data.count - Object.keys(done).length);
  const act = (comment: HeldComment, outcome: Outcome) => async () => {
    setBusy(comment._id);
    setFailure(null);
    try {
      if (outcome === 'approved') await approveComment(comment._id);
      else await removeComment(comment._id);
      setDone((now) => ({ ...now, [comment._id]: outcome }));
    } catch (error) {
      setFailure(commentFailure(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <ModerationSection
      id="held-comments-title"
      title="Comments awaiting approval"
      headingClass={headingClass}
    >
      <p className="muted" aria-live="polite">
        {waiting === 0
          ? 'No comments are waiting for your approval.'
          : `${waiting} comment${waiting === 1 ? '' : 's'} waiting for your approval.`}
      </p>
      {items.length > 0 ? (
        <ol className="comment-list">
          {items.map((comment) => {
            const path = itemPath(comment.item.kind, comment.item._id);
            const outcome = done[comment._id];
            return (
              <li key={comment._id} className="comment">
                <article
                  className="comment-card"
                  aria-label={`Comment by ${comment.author?.name ?? 'a deleted account'}`}
                >
                  <p className="comment-context">
                    On <Link to={`${path}#comments`}>{comment.item.title}</Link>
                  </p>
                  <CommentBody
                    comment={outcome ? { ...comment, state: 'published' } : comment}
                    options={{
                      itemPath: path,
                      timed: comment.item.kind === 'video' || comment.item.kind === 'audio',
                      creators,
                    }}
                  />
                  {outcome ? (
                    <p className="muted" role="status">
                      {outcome === 'approved' ? 'Approved: everyone sees it now.' : 'Rejected.'}
                    </p>
                  ) : (
                    <div className="comment-actions">
                      <Button
                        variant="ghost"
                        disabled={busy === comment._id}
                        onClick={() => void act(comment, 'approved')()}
                      >
                        Approve
                      </Button>
                      <Button
                        variant="ghost"
                        disabled={busy === comment._id}
                        onClick={() => void act(comment, 'rejected')()}
                      >
                        Reject
                      </Button>
                    </div>
                  )}
                </article>
              </li>
            );
          })}
        </ol>
      ) : null}
      {failure ? (
        <p className="error-box" role="alert">
          {failure}
        </p>
      ) : null}
      {nextCursor ? (
        <Button
          onClick={() =>
            void loadHeld(nextCursor).then(
              (page) => setMore((now) => [...now, page]),
              (error: unknown) => setFailure(commentFailure(error)),
            )
          }
        >
          Show more
        </Button>
      ) : null}
    </ModerationSection>
  );
}
