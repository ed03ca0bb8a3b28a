import * as z from 'zod/mini';
import { defineCall } from '../common/contract.js';
import { errorBodySchema } from '../common/error-body.js';
import { idParamsSchema, idSchema, isoDateSchema } from '../common/primitives.js';
import {
  commentAuthorSchema,
  commentModeSchema,
  commentSchema,
  cursorQuerySchema,
} from './comment.js';
import { commentsFeature } from './calls.js';
import { commentKindSchema } from './kind-schema.js';
import { COMMENT_SEGMENTS, type CommentKind } from './kinds.js';

const error = errorBodySchema;

export const commentSettingsSchema = z.object({ mode: commentModeSchema });
export type CommentSettings = z.infer<typeof commentSettingsSchema>;

/** A comment waiting for approval, with the upload it is on (the uploader's queue). */
export const heldCommentSchema = z.extend(commentSchema, {
  item: z.object({ kind: commentKindSchema, _id: idSchema, title: z.string() }),
});
export type HeldComment = z.infer<typeof heldCommentSchema>;

export const heldPageSchema = z.object({
  /** Oldest first: the queue is worked through in the order comments came. */
  items: z.array(heldCommentSchema),
  nextCursor: z.nullable(z.string()),
  /** Held comments on the uploader's uploads in all. */
  count: z.int().check(z.nonnegative()),
});
export type HeldPage = z.infer<typeof heldPageSchema>;

export const blockSchema = z.object({ user: commentAuthorSchema, createdAt: isoDateSchema });
export const blockListSchema = z.object({ items: z.array(blockSchema) });
export type BlockList = z.infer<typeof blockListSchema>;
export const blockStateSchema = z.object({ user: commentAuthorSchema, blocked: z.boolean() });
export type BlockState = z.infer<typeof blockStateSchema>;

const userParamsSchema = z.object({ userId: idSchema });

function settingsCall<K extends CommentKind>(kind: K) {
  return defineCall({
    method: 'PUT',
    path: `/api/${COMMENT_SEGMENTS[kind]}/:id/comment-settings`,
    summary: `Open, hold for approval, or turn off comments on your ${kind}`,
    description:
      "The item's uploader only. Held: new comments wait in the uploader's queue until approved. Off: no new comments, and the thread is not shown.",
    ...commentsFeature,
    auth: true,
    params: idParamsSchema,
    body: commentSettingsSchema,
    responses: { 200: commentSettingsSchema, 400: error, 401: error, 403: error, 404: error },
  });
}

/** The uploader's say over the comments on their uploads. */
export const moderationCalls = {
  videoSettings: settingsCall('video'),
  audioSettings: settingsCall('audio'),
  bookSettings: settingsCall('book'),
  storySettings: settingsCall('story'),
  poemSettings: settingsCall('poem'),
  held: defineCall({
    method: 'GET',
    path: '/api/moderation/comments',
    summary: 'Comments awaiting your approval, on all your uploads',
    ...commentsFeature,
    auth: true,
    query: cursorQuerySchema,
    responses: { 200: heldPageSchema, 400: error, 401: error },
  }),
  approve: defineCall({
    method: 'POST',
    path: '/api/comments/:id/approve',
    summary: 'Approve a comment held on your upload',
    description:
      'Publishes it (approving a published comment again is no change). Rejecting is removing: `DELETE /api/comments/{id}`.',
    ...commentsFeature,
    auth: true,
    params: idParamsSchema,
    responses: { 200: commentSchema, 401: error, 403: error, 404: error },
  }),
  blocks: defineCall({
    method: 'GET',
    path: '/api/moderation/blocks',
    summary: 'Accounts you blocked from commenting on your uploads',
    ...commentsFeature,
    auth: true,
    responses: { 200: blockListSchema, 401: error },
  }),
  block: defineCall({
    method: 'PUT',
    path: '/api/moderation/blocks/:userId',
    summary: 'Block an account from commenting on any of your uploads',
    description:
      'Their comments stay until removed; new ones are refused (403 COMMENTING_BLOCKED).',
    ...commentsFeature,
    auth: true,
    params: userParamsSchema,
    responses: { 200: blockStateSchema, 400: error, 401: error, 404: error },
  }),
  unblock: defineCall({
    method: 'DELETE',
    path: '/api/moderation/blocks/:userId',
    summary: 'Let a blocked account comment on your uploads again',
    ...commentsFeature,
    auth: true,
    params: userParamsSchema,
    responses: { 200: blockStateSchema, 400: error, 401: error, 404: error },
  }),
} as const;

/** Each kind's settings call. */
export const settingsCallsByKind = {
  video: moderationCalls.videoSettings,
  audio: moderationCalls.audioSettings,
  book: moderationCalls.bookSettings,
  story: moderationCalls.storySettings,
  poem: moderationCalls.poemSettings,
} as const;
