// lib/comments: the comments feature's logic: text into parts, the thread's state, its calls, live arrival.
import {
  buildUrl,
  commentCalls,
  moderationCalls,
  settingsCallsByKind,
  threadCallsByKind,
  type BlockState,
  type Comment,
  type CommentInContext,
  type CommentKind,
  type CommentLike,
  type CommentMode,
  type CommentSort,
  type CommentThread,
  type NewCommentBody,
  type ReportBody,
} from '@inkreel/shared';
import type { videoCommentCalls } from '@inkreel/shared';
import { request } from '../api/api-client';

/**
 * The calls of the comments feature (shared/src/comments). Every kind's thread calls have one
 * shape, so they go through the video's contract type with the kind's own contract.
 */
const threadCalls = (kind: CommentKind) => threadCallsByKind[kind] as typeof videoCommentCalls;

/** The SWR key of a thread's first page: what the server hands over with a rendered page. */
export function threadKey(kind: CommentKind, itemId: string, sort: CommentSort = 'newest'): string {
  const query = sort === 'newest' ? {} : { sort };
  return buildUrl(threadCalls(kind).list, { params: { id: itemId }, query });
}

export const loadThread = (
  kind: CommentKind,
  itemId: string,
  sort: CommentSort,
  cursor?: string,
): Promise<CommentThread> =>
  request(threadCalls(kind).list, {
    params: { id: itemId },
    query: { ...(sort === 'newest' ? {} : { sort }), ...(cursor ? { cursor } : {}) },
  });

export const loadReplies = (id: string, cursor?: string) =>
  request(commentCalls.replies, { params: { id }, query: cursor ? { cursor } : {} });

export const postComment = (
  kind: CommentKind,
  itemId: string,
  body: NewCommentBody,
): Promise<Comment> => request(threadCalls(kind).create, { params: { id: itemId }, body });

export const editComment = (id: string, text: string): Promise<Comment> =>
  request(commentCalls.edit, { params: { id }, body: { text } });

export const removeComment = (id: string): Promise<{ _id: string; count: number }> =>
  request(commentCalls.remove, { params: { id } });

export const likeComment = (id: string, like: boolean): Promise<CommentLike> =>
  request(like ? commentCalls.like : commentCalls.unlike, { params: { id } });

export const reportComment = (id: string, body: ReportBody) =>
  request(commentCalls.report, { params: { id }, body });

export const approveComment = (id: string): Promise<Comment> =>
  request(moderationCalls.approve, { params: { id } });

export const setCommentMode = (kind: CommentKind, itemId: string, mode: CommentMode) =>
  request(settingsCallsByKind[kind] as typeof moderationCalls.videoSettings, {
    params: { id: itemId },
    body: { mode },
  });

export const HELD_KEY = buildUrl(moderationCalls.held);
export const BLOCKS_KEY = buildUrl(moderationCalls.blocks);

export const loadHeld = (cursor?: string) =>
  request(moderationCalls.held, { query: cursor ? { cursor } : {} });

export const loadBlocks = () => request(moderationCalls.blocks);

export const setBlocked = (userId: string, blocked: boolean): Promise<BlockState> =>
  request(blocked ? moderationCalls.block : moderationCalls.unblock, { params: { userId } });

/** One comment as a link to it finds it, with the thread it hangs on (a reply's). */
export const loadLinkedComment = (id: string): Promise<CommentInContext> =>
  request(commentCalls.one, { params: { id } });
