import * as z from 'zod/mini';
import { defineCall } from '../common/contract.js';
import { errorBodySchema } from '../common/error-body.js';
import { idParamsSchema, idSchema, isoDateSchema, paginationSchema } from '../common/primitives.js';
import { feedItemSchema, itemKindSchema, kindCountsSchema } from './kinds.js';

/** Uploads per page on a creator's tabs and in the following feed. */
export const CREATOR_UPLOADS_PER_PAGE = 12;
export const SUGGESTED_CREATORS = 6;

/** A person who uploads, as their page shows them. */
export const creatorSchema = z.object({
  _id: idSchema,
  name: z.string(),
  /** When the account was made. */
  joinedAt: isoDateSchema,
  /** Their picture; without one the client draws their initials. */
  avatarUrl: z.optional(z.string()),
  followers: z.int().check(z.nonnegative()),
  /** Public uploads per kind. */
  counts: kindCountsSchema,
  /** Whether the signed-in caller follows them; absent for a signed-out caller or their own page. */
  following: z.optional(z.boolean()),
  /** True on the caller's own page (nobody follows themselves). */
  self: z.optional(z.boolean()),
});
export type Creator = z.infer<typeof creatorSchema>;

/** A page of items of any kind, newest first. */
export const itemPageSchema = z.object({
  items: z.array(feedItemSchema),
  pagination: paginationSchema,
});
export type ItemPage = z.infer<typeof itemPageSchema>;

export const creatorUploadsQuerySchema = z.object({
  kind: itemKindSchema,
  page: z._default(z.coerce.number().check(z.int(), z.positive()), 1),
});

export const feedQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.positive()), 1),
});

/** Following or not, and the creator's follower count after the call. */
export const followStateSchema = z.object({
  following: z.boolean(),
  followers: z.int().check(z.nonnegative()),
});
export type FollowState = z.infer<typeof followStateSchema>;

const creatorsFeature = { scope: 'extension', feature: 'creators' } as const;
const notFound = { 400: errorBodySchema, 404: errorBodySchema };
/** A follow toggle: signed in and verified, a real creator, not oneself, not too often. */
const toggleReplies = {
  200: followStateSchema,
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  429: errorBodySchema,
};

export const creatorCalls = {
  byId: defineCall({
    method: 'GET',
    path: '/api/creators/:id',
    summary: "A creator's page: name, joined, followers and uploads per kind",
    description:
      'Any account is a creator (with no uploads yet, its counts are 0). With a bearer token, `following` says whether the caller follows them, and `self` marks the caller’s own page.',
    ...creatorsFeature,
    auth: false,
    params: idParamsSchema,
    responses: { 200: creatorSchema, ...notFound },
  }),
  uploads: defineCall({
    method: 'GET',
    path: '/api/creators/:id/uploads',
    summary: "One page of a creator's public uploads of one kind, newest first",
    ...creatorsFeature,
    auth: false,
    params: idParamsSchema,
    query: creatorUploadsQuerySchema,
    responses: { 200: itemPageSchema, ...notFound },
  }),
  follow: defineCall({
    method: 'PUT',
    path: '/api/creators/:id/follow',
    summary: 'Follow a creator (idempotent)',
    description:
      'Following someone already followed changes nothing. Following oneself is 400 `CANNOT_FOLLOW_SELF`. Follows and unfollows are limited per account (429 with Retry-After).',
    ...creatorsFeature,
    auth: true,
    params: idParamsSchema,
    responses: toggleReplies,
  }),
  unfollow: defineCall({
    method: 'DELETE',
    path: '/api/creators/:id/follow',
    summary: 'Stop following a creator (idempotent)',
    ...creatorsFeature,
    auth: true,
    params: idParamsSchema,
    responses: toggleReplies,
  }),
  suggested: defineCall({
    method: 'GET',
    path: '/api/creators/suggested',
    summary:
      'Creators to follow: the most followed with uploads, leaving out the caller and whom they follow',
    ...creatorsFeature,
    auth: false,
    responses: { 200: z.object({ creators: z.array(creatorSchema) }) },
  }),
  followed: defineCall({
    method: 'GET',
    path: '/api/creators/followed',
    summary: 'The creators the caller follows, the latest followed first',
    ...creatorsFeature,
    auth: true,
    responses: { 200: z.object({ creators: z.array(creatorSchema) }), 401: errorBodySchema },
  }),
  following: defineCall({
    method: 'GET',
    path: '/api/feed/following',
    summary: 'The newest uploads, every kind, of the creators the caller follows',
    description: 'Hidden, deleted and still-processing uploads are left out.',
    ...creatorsFeature,
    auth: true,
    query: feedQuerySchema,
    responses: { 200: itemPageSchema, 400: errorBodySchema, 401: errorBodySchema },
  }),
} as const;
