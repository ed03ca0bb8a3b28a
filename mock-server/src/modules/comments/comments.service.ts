import type { CommentKind, CommentSort, ReplyPage } from '@inkreel/shared';
import type { Store } from '../../db/store.js';
import { notFound } from '../../domain-error.js';
import type { RealtimeHub } from '../../realtime/hub.js';
import { createCommentLimits } from './comment-limits.js';
import { notifyNews, type TellNews } from './comment-news.js';
import { reachComment } from './comment-records.js';
import { findTarget } from './comment-targets.js';
import { editComment, removeComment } from './editing.js';
import { approveComment, blockList, heldPage, setBlocked, setMode } from './moderation.js';
import { postComment, type NewComment } from './posting.js';
import { likeComment, reportComment } from './reactions.js';
import { commentInContext, replyPage, threadPage } from './threads.js';

// The provider's staff (the developer panel) and the seed reach comments through here.
export { dismissReport, hideReported, openReports } from './staff.js';
export { publicCount } from './comment-view.js';
export type { CommentNews, TellNews } from './comment-news.js';

/** What the comments feature needs: the records, the hub for live threads, and where news goes. */
export interface CommentsDeps {
  store: Store;
  hub: Pick<RealtimeHub, 'emitToRoom' | 'emitToUser'>;
  /** Where news of comments goes: notifications (issue 53's feature) unless a test says. */
  tell?: TellNews;
}

/**
 * Threads on every kind of item, one level of replies, likes, reports and the uploader's
 * moderation (docs/product.md section 10, Comments). Made once per app: its rate limits live here.
 */
export function createCommentsService(deps: CommentsDeps) {
  const { store } = deps;
  const publish = { store, hub: deps.hub, tell: deps.tell ?? notifyNews({ store, hub: deps.hub }) };
  const limits = createCommentLimits();
  return {
    thread: (
      kind: CommentKind,
      itemId: string,
      query: { sort: CommentSort; cursor?: string | undefined },
      viewerId: string | undefined,
    ) => threadPage(store, findTarget(store, kind, itemId, viewerId), query, viewerId),
    one(id: string, viewerId: string | undefined) {
      const { comment, target } = reachComment(store, id, viewerId);
      return commentInContext(store, target, comment, viewerId);
    },
    replies(id: string, cursor: string | undefined, viewerId: string | undefined): ReplyPage {
      const { comment, target } = reachComment(store, id, viewerId, true);
      // Replies hang on first comments only; a reply's own id names no thread.
      if (comment.parentId) throw notFound('Comment');
      return replyPage(store, target, comment, cursor, viewerId);
    },
    post: (input: NewComment) => postComment({ ...publish, limits }, input),
    edit: (input: { id: string; userId: string; text: string }) => editComment(store, input),
    remove: (input: { id: string; userId: string }) => removeComment(store, input),
    like: (input: { id: string; userId: string; like: boolean }) =>
      likeComment({ store, limits }, input),
    report: (input: Parameters<typeof reportComment>[1]) => reportComment({ store, limits }, input),
    setMode: (input: Parameters<typeof setMode>[1]) => setMode(store, input),
    approve: (input: { id: string; userId: string }) => approveComment(publish, input),
    held: (userId: string, cursor: string | undefined) => heldPage(store, userId, cursor),
    blocks: (uploaderId: string) => blockList(store, uploaderId),
    setBlocked: (input: Parameters<typeof setBlocked>[1]) => setBlocked(store, input),
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
