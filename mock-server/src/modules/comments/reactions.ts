import type { CommentLike, ReportBody } from '@inkreel/shared';
import { newId, nowIso } from '../../db/ids.js';
import type { Store } from '../../db/store.js';
import type { CommentLimits } from './comment-limits.js';
import { reachComment } from './comment-records.js';

/** Likes or takes back a like of a comment the account can see; again is no change. */
export async function likeComment(
  deps: { store: Store; limits: Pick<CommentLimits, 'like'> },
  input: { id: string; userId: string; like: boolean },
): Promise<CommentLike> {
  const { store } = deps;
  await deps.limits.like(input.userId);
  const { comment } = reachComment(store, input.id, input.userId);
  const has = comment.likes.includes(input.userId);
  if (input.like !== has) {
    comment.likes = input.like
      ? [...comment.likes, input.userId]
      : comment.likes.filter((id) => id !== input.userId);
    await store.write();
  }
  return { liked: input.like, likeCount: comment.likes.length };
}

/**
 * Reports a comment to the provider's staff (the developer panel stands in for them). One open
 * report per account and comment: reporting again changes nothing.
 */
export async function reportComment(
  deps: { store: Store; limits: Pick<CommentLimits, 'report'> },
  input: { id: string; userId: string; body: ReportBody },
): Promise<{ message: string }> {
  const { store } = deps;
  await deps.limits.report(input.userId);
  const { comment } = reachComment(store, input.id, input.userId);
  const open = store.data.commentReports.some(
    (r) => r.commentId === comment._id && r.reporterId === input.userId && !r.resolvedAt,
  );
  if (!open) {
    const note = input.body.note?.trim();
    store.data.commentReports.push({
      _id: newId(),
      commentId: comment._id,
      reporterId: input.userId,
      reason: input.body.reason,
      ...(note ? { note } : {}),
      createdAt: nowIso(),
    });
    await store.write();
  }
  return { message: 'Thanks for the report. It was sent to the moderators.' };
}
