// lib/comments: the comments feature's logic: text into parts, the thread's state, its calls, live arrival.
import { commentExcerpt, type Comment, type CommentMarker } from '@inkreel/shared';
import type { ThreadAction } from './thread-state';

/** A top-level, published comment about a moment: one the seek bar marks. */
const marks = (comment: Comment) =>
  comment.at !== undefined && comment.state === 'published' && !comment.parentId;

const byMoment = (a: CommentMarker, b: CommentMarker) => a.at - b.at;

/**
 * The seek bar's markers after something happened in the thread (issue 54, item 3): a comment
 * posted, approved or arriving with a moment gains one; a removed or deleted one loses it. The
 * same list when nothing changes, so the page does not draw again.
 */
export function markersAfter(
  markers: readonly CommentMarker[],
  action: ThreadAction,
): readonly CommentMarker[] {
  switch (action.type) {
    case 'added':
    case 'changed':
    case 'arrived': {
      const { comment } = action;
      const known = markers.some((m) => m._id === comment._id);
      if (!marks(comment)) {
        return known ? markers.filter((m) => m._id !== comment._id) : markers;
      }
      if (known) return markers;
      const marker = {
        _id: comment._id,
        at: comment.at ?? 0,
        excerpt: commentExcerpt(comment.text),
      };
      return [...markers, marker].sort(byMoment);
    }
    case 'gone':
      return markers.some((m) => m._id === action.id)
        ? markers.filter((m) => m._id !== action.id)
        : markers;
    default:
      return markers;
  }
}
