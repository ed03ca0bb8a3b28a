import type { CommentRecord } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { notFound } from '../../domain-error.js';
import { lookupTarget, type CommentTarget } from './comment-targets.js';
import { canSee } from './comment-view.js';

export const commentById = (store: Store, id: string): CommentRecord | undefined =>
  store.data.comments.find((c) => c._id === id);

/**
 * A comment and the item it is on, as `viewerId` may reach it: 404 when it does not exist, its
 * item is gone or not theirs to see, or the comment is not theirs to see (held, hidden, deleted).
 * `threadOnly` reaches a first comment for its replies: a deleted one still holds them, and
 * which replies show is the thread's own question.
 */
export function reachComment(
  store: Store,
  id: string,
  viewerId: string | undefined,
  threadOnly = false,
): { comment: CommentRecord; target: CommentTarget } {
  const comment = commentById(store, id);
  const target = comment && lookupTarget(store, comment.kind, comment.itemId);
  if (!comment || !target || (comment.deletedAt !== undefined && !threadOnly)) {
    throw notFound('Comment');
  }
  if (!target.public && target.uploaderId !== viewerId) throw notFound('Comment');
  const parent = comment.parentId ? commentById(store, comment.parentId) : undefined;
  const viewer = { id: viewerId, uploaderId: target.uploaderId };
  // A reply under a first comment the viewer may not see is as hidden as the comment itself.
  const hiddenThread =
    parent !== undefined && parent.deletedAt === undefined && !canSee(parent, viewer);
  const seen = canSee(comment, viewer) || (threadOnly && comment.deletedAt !== undefined);
  if (!seen || hiddenThread) throw notFound('Comment');
  return { comment, target };
}
