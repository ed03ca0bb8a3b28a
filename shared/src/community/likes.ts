import * as z from 'zod/mini';
import { defineCall } from '../common/contract.js';
import { errorBodySchema } from '../common/error-body.js';
import { idParamsSchema, isoDateSchema, paginationSchema } from '../common/primitives.js';
import { KIND_SEGMENTS, type ItemKind } from './item-kinds.js';
import { feedItemSchema } from './kinds.js';

export const LIKED_PER_PAGE = 24;

/** Whether the caller likes the item now, and how many accounts do. */
export const likeStateSchema = z.object({
  liked: z.boolean(),
  likeCount: z.int().check(z.nonnegative()),
});
export type LikeState = z.infer<typeof likeStateSchema>;

const likesFeature = { scope: 'extension', feature: 'likes' } as const;
const toggleReplies = {
  200: likeStateSchema,
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  429: errorBodySchema,
};

const likeCall = <K extends ItemKind, M extends 'PUT' | 'DELETE'>(kind: K, method: M) =>
  defineCall({
    method,
    path: `/api/${KIND_SEGMENTS[kind]}/:id/like` as `/api/${(typeof KIND_SEGMENTS)[K]}/:id/like`,
    summary: method === 'PUT' ? `Like a ${kind} (idempotent)` : `Take back a like of a ${kind}`,
    description:
      'Once per account: a second like (or unlike) changes nothing. Likes are limited per account (429 with Retry-After). An unknown, hidden or still-processing item is 404.',
    ...likesFeature,
    auth: true,
    params: idParamsSchema,
    responses: toggleReplies,
  });

/** One entry of the Liked list: the item, and when the caller liked it. */
export const likedEntrySchema = z.intersection(
  feedItemSchema,
  z.object({ likedAt: isoDateSchema }),
);
export type LikedEntry = z.infer<typeof likedEntrySchema>;

export const likeCalls = {
  likeVideo: likeCall('video', 'PUT'),
  unlikeVideo: likeCall('video', 'DELETE'),
  likeAudio: likeCall('audio', 'PUT'),
  unlikeAudio: likeCall('audio', 'DELETE'),
  likeBook: likeCall('book', 'PUT'),
  unlikeBook: likeCall('book', 'DELETE'),
  likeStory: likeCall('story', 'PUT'),
  unlikeStory: likeCall('story', 'DELETE'),
  likePoem: likeCall('poem', 'PUT'),
  unlikePoem: likeCall('poem', 'DELETE'),
  mine: defineCall({
    method: 'GET',
    path: '/api/likes/mine',
    summary: 'What the caller liked, every kind, the latest liked first',
    description: 'Items since hidden or deleted are left out.',
    ...likesFeature,
    auth: true,
    query: z.object({ page: z._default(z.coerce.number().check(z.int(), z.positive()), 1) }),
    responses: {
      200: z.object({ items: z.array(likedEntrySchema), pagination: paginationSchema }),
      400: errorBodySchema,
      401: errorBodySchema,
    },
  }),
} as const;

/** The like and unlike calls of each kind, for code that works on any kind. */
export const likeCallsByKind = {
  video: { like: likeCalls.likeVideo, unlike: likeCalls.unlikeVideo },
  audio: { like: likeCalls.likeAudio, unlike: likeCalls.unlikeAudio },
  book: { like: likeCalls.likeBook, unlike: likeCalls.unlikeBook },
  story: { like: likeCalls.likeStory, unlike: likeCalls.unlikeStory },
  poem: { like: likeCalls.likePoem, unlike: likeCalls.unlikePoem },
} as const satisfies Record<ItemKind, { like: unknown; unlike: unknown }>;
