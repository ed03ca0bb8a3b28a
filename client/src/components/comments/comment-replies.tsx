import { groupThousands, type Comment } from '@inkreel/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadReplies } from '../../lib/comments/comment-calls';
import { commentFailure } from '../../lib/comments/comment-errors';
import { Button } from '../ui/button';
import { CommentCard } from './comment-card';

interface RepliesProps {
  parent: Comment;
  /** Replies posted here or arrived live since the thread was read. */
  added: Comment[];
  onReply: (comment: Comment) => void;
  /** A reply was deleted or removed; the item's published comments now. */
  onRemoved: (count: number) => void;
  /**
   * A reply a link leads to (a notification's): the thread opens unfolded with it shown, wherever
   * its page of replies is. Read when the thread is first drawn.
   */
  linked?: Comment | undefined;
}

interface Loaded {
  items: Comment[];
  nextCursor: string | null;
}

/** A thread's replies, oldest first, folded under "N replies" until asked for, a page at a time. */
export function CommentReplies({ parent, added, onReply, onRemoved, linked }: RepliesProps) {
  const [open, setOpen] = useState(linked !== undefined);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [busy, setBusy] = useState(linked !== undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [changed, setChanged] = useState<Record<string, Comment | null>>({});

  const parentId = parent._id;
  const receive = useCallback(
    async (cursor?: string) => {
      try {
        const page = await loadReplies(parentId, cursor);
        setLoaded((now) => ({
          items: [...(now?.items ?? []), ...page.items],
          nextCursor: page.nextCursor,
        }));
      } catch (error) {
        setFailure(commentFailure(error));
      } finally {
        setBusy(false);
      }
    },
    [parentId],
  );
  const fetchPage = (cursor?: string) => {
    setBusy(true);
    setFailure(null);
    void receive(cursor);
  };
  // Opened by a link: the first page of replies comes at once, around the linked one.
  const opensLinked = useRef(linked !== undefined);
  useEffect(() => {
    if (!opensLinked.current) return;
    opensLinked.current = false;
    void receive();
  }, [receive]);
  const seen = new Set<string>();
  const items: Comment[] = [];
  const shownLinked = open && linked ? [linked] : [];
  for (const reply of [...(open && loaded ? loaded.items : []), ...added, ...shownLinked]) {
    if (seen.has(reply._id)) continue;
    seen.add(reply._id);
    const now = changed[reply._id];
    if (now !== null) items.push(now ?? reply);
  }
  const removed = Object.values(changed).filter((c) => c === null).length;
  const addedNew = added.filter((r) => !loaded?.items.some((l) => l._id === r._id)).length;
  const total = Math.max(0, parent.replyCount + addedNew - removed);
  const label = `${groupThousands(total)} ${total === 1 ? 'reply' : 'replies'}`;
  const toggle = () => {
    if (!open && !loaded) fetchPage();
    setOpen(!open);
  };
  return (
    <div className="comment-replies">
      {parent.replyCount > 0 ? (
        <Button variant="ghost" aria-expanded={open} onClick={toggle}>
          {open ? `Hide ${label}` : label}
        </Button>
      ) : null}
      {items.length > 0 ? (
        <ol className="comment-list comment-reply-list">
          {items.map((reply) => (
            <li key={reply._id} className="comment">
              <CommentCard
                comment={reply}
                onChanged={(next) => setChanged((now) => ({ ...now, [next._id]: next }))}
                onRemoved={(gone, count) => {
                  setChanged((now) => ({ ...now, [gone._id]: null }));
                  onRemoved(count);
                }}
                onReply={onReply}
              />
            </li>
          ))}
        </ol>
      ) : null}
      {open && busy ? <p className="muted">Loading replies…</p> : null}
      {open && loaded?.nextCursor ? (
        <Button
          variant="ghost"
          disabled={busy}
          onClick={() => fetchPage(loaded.nextCursor ?? undefined)}
        >
          More replies
        </Button>
      ) : null}
      {failure ? (
        <p className="error-box" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
