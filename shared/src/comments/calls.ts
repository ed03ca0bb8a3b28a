import type * as z from 'zod/mini';
import { defineCall } from '../common/contract.js';
import { errorBodySchema } from '../common/error-body.js';
import { idParamsSchema, messageSchema } from '../common/primitives.js';
import {
  commentInContextSchema,
  commentLikeSchema,
  commentRemovedSchema,
  commentSchema,
  commentThreadSchema,
  cursorQuerySchema,
  editCommentBodySchema,
  pagedCommentBodySchema,
  plainCommentBodySchema,
  replyPageSchema,
  reportBodySchema,
  threadQuerySchema,
  timedCommentBodySchema,
} from './comment.js';
import { COMMENT_SEGMENTS, type CommentKind } from './kinds.js';

/** Every comments call: an extension of the comments feature (docs/decisions/0340). */
export const commentsFeature = { scope: 'extension', feature: 'comments' } as const;

const error = errorBodySchema;
const NAMES = { video: 'video', audio: 'track', book: 'book', story: 'story', poem: 'poem' };

const bodies = {
  video: timedCommentBodySchema,
  audio: timedCommentBodySchema,
  book: pagedCommentBodySchema,
  story: plainCommentBodySchema,
  poem: plainCommentBodySchema,
} as const satisfies Record<CommentKind, z.ZodMiniType>;

/** The thread of one kind of item: read it, and add to it. */
function threadCalls<K extends CommentKind>(kind: K) {
  const path = `/api/${COMMENT_SEGMENTS[kind]}/:id/comments` as const;
  const name = NAMES[kind];
  return {
    list: defineCall({
      method: 'GET',
      path,
      summary: `One page of a ${name}'s comments`,
      description:
        'Top-level comments, 20 a page, newest first or the most liked first (`sort=top`); each names how many replies it has. The signed-in viewer also sees their own comments awaiting approval or hidden, and the uploader those awaiting approval. The first page of a video or track also lists its time-marked comments for the seek bar.',
      ...commentsFeature,
      auth: false,
      params: idParamsSchema,
      query: threadQuerySchema,
      responses: { 200: commentThreadSchema, 400: error, 404: error },
    }),
    create: defineCall({
      method: 'POST',
      path,
      summary: `Comment on a ${name}, or reply to one of its comments`,
      description:
        "`parentId` makes it a reply; a reply to a reply joins that reply's thread and names whom it answers. Verified accounts only. Published at once, or held for the uploader's approval when they chose so. 10 a minute per account, then 429 with Retry-After.",
      ...commentsFeature,
      auth: true,
      params: idParamsSchema,
      body: bodies[kind],
      responses: { 201: commentSchema, 400: error, 401: error, 403: error, 404: error, 429: error },
    }),
  };
}

export const videoCommentCalls = threadCalls('video');
export const audioCommentCalls = threadCalls('audio');
export const bookCommentCalls = threadCalls('book');
export const storyCommentCalls = threadCalls('story');
export const poemCommentCalls = threadCalls('poem');

/** Each kind's thread calls, for code that works on any kind. */
export const threadCallsByKind = {
  video: videoCommentCalls,
  audio: audioCommentCalls,
  book: bookCommentCalls,
  story: storyCommentCalls,
  poem: poemCommentCalls,
} as const;

const commentPath = '/api/comments/:id';

/** One comment: its replies, edits, removal, likes and reports. */
export const commentCalls = {
  one: defineCall({
    method: 'GET',
    path: commentPath,
    summary: 'One comment, with the thread it hangs on',
    description:
      "What a link to a comment (a notification's) shows: the comment, and on a reply the thread's first comment. 404 when the viewer may not see it (deleted, hidden, awaiting approval, or on an item they may not read).",
    ...commentsFeature,
    auth: false,
    params: idParamsSchema,
    responses: { 200: commentInContextSchema, 400: error, 404: error },
  }),
  replies: defineCall({
    method: 'GET',
    path: `${commentPath}/replies`,
    summary: "One page of a comment's replies, oldest first",
    ...commentsFeature,
    auth: false,
    params: idParamsSchema,
    query: cursorQuerySchema,
    responses: { 200: replyPageSchema, 400: error, 404: error },
  }),
  edit: defineCall({
    method: 'PATCH',
    path: commentPath,
    summary: 'Edit your comment',
    description: 'Its author only; the comment then shows when it was edited.',
    ...commentsFeature,
    auth: true,
    params: idParamsSchema,
    body: editCommentBodySchema,
    responses: { 200: commentSchema, 400: error, 401: error, 403: error, 404: error },
  }),
  remove: defineCall({
    method: 'DELETE',
    path: commentPath,
    summary: 'Delete your comment, or remove one from your upload',
    description:
      'Its author, or the uploader of the item it is on (which also rejects a comment awaiting approval). A comment with replies stays as "Comment deleted".',
    ...commentsFeature,
    auth: true,
    params: idParamsSchema,
    responses: { 200: commentRemovedSchema, 401: error, 403: error, 404: error },
  }),
  like: defineCall({
    method: 'PUT',
    path: `${commentPath}/like`,
    summary: 'Like a comment (again is no change)',
    ...commentsFeature,
    auth: true,
    params: idParamsSchema,
    responses: { 200: commentLikeSchema, 401: error, 404: error, 429: error },
  }),
  unlike: defineCall({
    method: 'DELETE',
    path: `${commentPath}/like`,
    summary: 'Take back a like of a comment',
    ...commentsFeature,
    auth: true,
    params: idParamsSchema,
    responses: { 200: commentLikeSchema, 401: error, 404: error, 429: error },
  }),
  report: defineCall({
    method: 'POST',
    path: `${commentPath}/reports`,
    summary: "Report a comment to the provider's staff",
    description: 'Once per account and comment (again is no change); staff may then hide it.',
    ...commentsFeature,
    auth: true,
    params: idParamsSchema,
    body: reportBodySchema,
    responses: { 201: messageSchema, 400: error, 401: error, 404: error, 429: error },
  }),
} as const;
