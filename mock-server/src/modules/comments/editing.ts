import { ErrorCode, type Comment } from '@inkreel/shared';
import { nowIso } from '../../db/ids.js';
import type { CommentRecord } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { DomainError } from '../../domain-error.js';
import { reachComment } from './comment-records.js';
import { publicCount, toComment } from './comment-view.js';
import { findMentions } from './mentions.js';

const notAuthor = (message: string) => new DomainError(ErrorCode.NOT_COMMENT_AUTHOR, message);

/** The author changes their comment's text; it then says when it was edited. */
export async function editComment(
  store: Store,
  input: { id: string; userId: string; text: string },
): Promise<Comment> {
  const { comment, target } = reachComment(store, input.id, input.userId);
  if (comment.authorId !== input.userId) throw notAuthor('Only its author may edit a comment');
  if (comment.text !== input.text) {
    comment.text = input.text;
    comment.mentions = findMentions(input.text, store.data.users);
    comment.editedAt = nowIso();
    await store.write();
  }
  const viewer = { id: input.userId, uploaderId: target.uploaderId };
  const replies = store.data.comments.filter((c) => c.parentId === comment._id).length;
  return toComment(store, comment, viewer, comment.parentId ? 0 : replies);
}

/** Reports of a comment that went are closed with it. */
function closeReports(store: Store, commentIds: ReadonlySet<string>): void {
  const now = nowIso();
  for (const r of store.data.commentReports) {
    if (r.resolvedAt === undefined && commentIds.has(r.commentId)) {
      r.resolvedAt = now;
      r.outcome = 'removed';
    }
  }
}

/**
 * Takes a comment away: by its author, or by the uploader of its item (rejecting a held one
 * included). A first comment with replies stays as "Comment deleted", emptied; anything else goes,
 * and a deleted first comment whose last reply goes, goes with it.
 */
export async function removeComment(
  store: Store,
  input: { id: string; userId: string },
): Promise<{ _id: string; count: number }> {
  const { comment, target } = reachComment(store, input.id, input.userId);
  if (comment.authorId !== input.userId && target.uploaderId !== input.userId) {
    throw notAuthor("Only its author or the item's uploader may remove a comment");
  }
  const removed = new Set<string>();
  const replies = store.data.comments.filter((c) => c.parentId === comment._id);
  if (!comment.parentId && replies.length > 0) {
    tombstone(comment);
  } else {
    removed.add(comment._id);
    const parent = store.data.comments.find((c) => c._id === comment.parentId);
    const others = store.data.comments.filter(
      (c) => c.parentId !== undefined && c.parentId === comment.parentId && c !== comment,
    );
    if (parent?.deletedAt !== undefined && others.length === 0) removed.add(parent._id);
  }
  closeReports(store, new Set([comment._id, ...removed]));
  if (removed.size > 0)
    store.data.comments = store.data.comments.filter((c) => !removed.has(c._id));
  await store.write();
  return { _id: comment._id, count: publicCount(store, target.kind, target.id) };
}

function tombstone(comment: CommentRecord): void {
  comment.deletedAt = nowIso();
  comment.text = '';
  comment.mentions = [];
  comment.likes = [];
  delete comment.at;
  delete comment.page;
}
