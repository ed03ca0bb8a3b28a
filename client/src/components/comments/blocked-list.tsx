import type { BlockList } from '@inkreel/shared';
import { useState } from 'react';
import useSWR from 'swr';
import { BLOCKS_KEY, loadBlocks, setBlocked } from '../../lib/comments/comment-calls';
import { commentFailure } from '../../lib/comments/comment-errors';
import { formatDate } from '../../lib/format/format';
import { Button } from '../ui/button';
import { ModerationSection } from './moderation-section';
import './comments.css';

/**
 * The accounts the uploader blocked from commenting on their uploads (Block on a comment of
 * theirs), each with Unblock.
 */
export function BlockedList({ headingClass }: { headingClass: string }) {
  const { data, error, mutate } = useSWR<BlockList, Error>(BLOCKS_KEY, () => loadBlocks());
  const [failure, setFailure] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // Nobody blocked (and nothing just said about an unblock): no section at all.
  if (!data && !error) return null;
  if (data?.items.length === 0 && !note && !failure) return null;
  if (!data) {
    return (
      <ModerationSection
        id="blocked-commenters-title"
        title="Blocked from commenting"
        headingClass={headingClass}
      >
        <p className="error-box" role="alert">
          {commentFailure(error)}
        </p>
      </ModerationSection>
    );
  }
  const unblock = async (userId: string) => {
    setBusy(userId);
    setFailure(null);
    try {
      const state = await setBlocked(userId, false);
      await mutate((list) => list && { items: list.items.filter((b) => b.user._id !== userId) }, {
        revalidate: false,
      });
      setNote(`${state.user.name} can comment on your uploads again.`);
    } catch (caught) {
      setFailure(commentFailure(caught));
    } finally {
      setBusy(null);
    }
  };
  return (
    <ModerationSection
      id="blocked-commenters-title"
      title="Blocked from commenting"
      headingClass={headingClass}
    >
      {data.items.length === 0 ? (
        <p className="muted">You have not blocked anyone from commenting.</p>
      ) : (
        <ul className="comment-blocks">
          {data.items.map((block) => (
            <li key={block.user._id} className="comment-block">
              <span className="comment-author">{block.user.name}</span>
              <span className="muted">since {formatDate(block.createdAt)}</span>
              <span className="comment-form-spacer" />
              <Button
                variant="ghost"
                disabled={busy === block.user._id}
                onClick={() => void unblock(block.user._id)}
              >
                Unblock {block.user.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
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
    </ModerationSection>
  );
}
