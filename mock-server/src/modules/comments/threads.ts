import {
  COMMENT_MARKERS_MAX,
  COMMENTS_PER_PAGE,
  commentExcerpt,
  isTimedKind,
  type CommentInContext,
  type CommentMarker,
  type CommentSort,
  type CommentThread,
  type ReplyPage,
} from '@inkreel/shared';
import type { CommentRecord } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import type { CommentTarget } from './comment-targets.js';
import { canSee, publicCount, toComment, type Viewer } from './comment-view.js';
import { newestFirst, oldestFirst, pageAfter } from './cursors.js';
import { isBlocked, modeOf } from './settings.js';

/** The thread's records: top-level comments, and replies by their thread. */
function threadRecords(store: Store, target: CommentTarget) {
  const tops: CommentRecord[] = [];
  const replies = new Map<string, CommentRecord[]>();
  for (const c of store.data.comments) {
    if (c.kind !== target.kind || c.itemId !== target.id) continue;
    if (!c.parentId) tops.push(c);
    else replies.set(c.parentId, [...(replies.get(c.parentId) ?? []), c]);
  }
  return { tops, replies };
}

/** The replies of a thread the viewer sees: none when they do not see its first comment. */
function visibleReplies(top: CommentRecord, replies: readonly CommentRecord[], viewer: Viewer) {
  if (top.deletedAt === undefined && !canSee(top, viewer)) return [];
  return replies.filter((r) => canSee(r, viewer));
}

function markersOf(tops: readonly CommentRecord[]): CommentMarker[] {
  return tops
    .filter((c) => c.at !== undefined && c.state === 'published' && c.deletedAt === undefined)
    .sort(newestFirst)
    .slice(0, COMMENT_MARKERS_MAX)
    .map((c) => ({ _id: c._id, at: c.at ?? 0, excerpt: commentExcerpt(c.text) }))
    .sort((a, b) => a.at - b.at);
}

/** One page of an item's thread as the viewer sees it. */
export function threadPage(
  store: Store,
  target: CommentTarget,
  query: { sort: CommentSort; cursor?: string | undefined },
  viewerId: string | undefined,
): CommentThread {
  const viewer: Viewer = { id: viewerId, uploaderId: target.uploaderId };
  const mode = modeOf(store, target.kind, target.id);
  const status = {
    mode,
    viewer: {
      moderator: viewerId === target.uploaderId,
      blocked: viewerId !== undefined && isBlocked(store, target.uploaderId, viewerId),
    },
  };
  // Turned off: the thread is not shown at all, to anyone.
  if (mode === 'off') return { items: [], nextCursor: null, count: 0, ...status };

  const { tops, replies } = threadRecords(store, target);
  const shown = tops.flatMap((top) => {
    const seen = visibleReplies(top, replies.get(top._id) ?? [], viewer).length;
    const visible = canSee(top, viewer) || (top.deletedAt !== undefined && seen > 0);
    return visible ? [{ top, seen, createdAt: top.createdAt, _id: top._id }] : [];
  });
  const top = query.sort === 'top';
  const order = top
    ? (a: (typeof shown)[number], b: (typeof shown)[number]) =>
        b.top.likes.length - a.top.likes.length || newestFirst(a, b)
    : newestFirst;
  const page = pageAfter(shown.sort(order), newestFirst, query.cursor, COMMENTS_PER_PAGE, top);
  return {
    items: page.items.map(({ top: c, seen }) => toComment(store, c, viewer, seen)),
    nextCursor: page.nextCursor,
    count: publicCount(store, target.kind, target.id),
    ...status,
    ...(query.cursor === undefined && isTimedKind(target.kind) ? { markers: markersOf(tops) } : {}),
  };
}

/**
 * One comment as a link to it finds it (the viewer may see it: reachComment checked), and on a
 * reply its thread's first comment, counting the replies the viewer sees as the thread does.
 */
export function commentInContext(
  store: Store,
  target: CommentTarget,
  comment: CommentRecord,
  viewerId: string | undefined,
): CommentInContext {
  const viewer: Viewer = { id: viewerId, uploaderId: target.uploaderId };
  const { replies } = threadRecords(store, target);
  const seen = (top: CommentRecord) =>
    visibleReplies(top, replies.get(top._id) ?? [], viewer).length;
  const parent = comment.parentId
    ? store.data.comments.find((c) => c._id === comment.parentId)
    : undefined;
  if (!parent) return { comment: toComment(store, comment, viewer, seen(comment)) };
  return {
    comment: toComment(store, comment, viewer),
    parent: toComment(store, parent, viewer, seen(parent)),
  };
}

/** One page of a thread's replies, oldest first, as the viewer sees them. */
export function replyPage(
  store: Store,
  target: CommentTarget,
  top: CommentRecord,
  cursor: string | undefined,
  viewerId: string | undefined,
): ReplyPage {
  const viewer: Viewer = { id: viewerId, uploaderId: target.uploaderId };
  const { replies } = threadRecords(store, target);
  const shown = visibleReplies(top, replies.get(top._id) ?? [], viewer).sort(oldestFirst);
  const page = pageAfter(shown, oldestFirst, cursor, COMMENTS_PER_PAGE);
  return { items: page.items.map((c) => toComment(store, c, viewer)), nextCursor: page.nextCursor };
}
