import * as z from 'zod/mini';
import { defineCall } from '../common/contract.js';
import { errorBodySchema } from '../common/error-body.js';
import { idSchema, isoDateSchema } from '../common/primitives.js';
import { itemKindSchema } from './kinds.js';

export const NOTIFICATIONS_PER_PAGE = 20;
/** How many of a group's people a notification names; the rest are "and N others". */
export const NAMED_ACTORS = 3;

/**
 * What happened. `follower`: someone followed you; `like`: someone liked your upload; `upload`:
 * someone you follow published; `processed` and `processing-failed`: your video's processing.
 * With the comments feature (issue 54): `comment`: someone commented on your upload; `reply`:
 * someone replied to your comment; `mention`: someone named you (`@name`) in a comment.
 */
export const NOTIFICATION_KINDS = [
  'follower',
  'like',
  'upload',
  'processed',
  'processing-failed',
  'comment',
  'reply',
  'mention',
] as const;
/** The kinds a provider makes only when it offers comments too. */
export const COMMENT_NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'comment',
  'reply',
  'mention',
];
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

export const actorSchema = z.object({ _id: idSchema, name: z.string() });
export type Actor = z.infer<typeof actorSchema>;

/**
 * One notification, or a group of alike ones ("Ada and 3 others liked Night Drive"): likes of one
 * upload, or new followers, gather into one while it is unread.
 */
export const notificationSchema = z.object({
  _id: idSchema,
  kind: notificationKindSchema,
  read: z.boolean(),
  /** When the latest of the group happened. */
  updatedAt: isoDateSchema,
  /** Who did it, the latest first, at most NAMED_ACTORS. */
  actors: z.array(actorSchema),
  /** How many people the group holds in all. */
  actorCount: z.int().check(z.nonnegative()),
  /** The upload it is about (none for a new follower). */
  subject: z.optional(z.object({ kind: itemKindSchema, _id: idSchema, title: z.string() })),
  /** Why processing failed. */
  reason: z.optional(z.string()),
  /** The comment it is about (`comment`, `reply`, `mention`; the comments feature's extension). */
  commentId: z.optional(idSchema),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  /** Pass as `cursor` for the next, older page; null at the end. */
  nextCursor: z.nullable(z.string()),
  /** Unread notifications in all (the bell's count). */
  unread: z.int().check(z.nonnegative()),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationsQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  limit: z._default(
    z.coerce.number().check(z.int(), z.positive(), z.maximum(50)),
    NOTIFICATIONS_PER_PAGE,
  ),
});

export const markReadBodySchema = z.union([
  z.object({ ids: z.array(idSchema).check(z.minLength(1), z.maxLength(100)) }),
  z.object({ all: z.literal(true) }),
]);
export type MarkReadBody = z.infer<typeof markReadBodySchema>;

export const notificationSettingsSchema = z.object({
  /** Kinds the account does not want; none are made for it while muted. */
  muted: z.array(notificationKindSchema).check(z.maxLength(NOTIFICATION_KINDS.length)),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const unreadSchema = z.object({ unread: z.int().check(z.nonnegative()) });

const notificationsFeature = { scope: 'extension', feature: 'notifications' } as const;

export const notificationCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/notifications',
    summary: "The caller's notifications, newest first, alike ones grouped",
    description:
      'Each page ends with `nextCursor` for the next. Notifications about an upload since hidden or deleted are left out. New ones also arrive live: the `notification` event on the realtime connection.',
    ...notificationsFeature,
    auth: true,
    query: notificationsQuerySchema,
    responses: { 200: notificationPageSchema, 400: errorBodySchema, 401: errorBodySchema },
  }),
  read: defineCall({
    method: 'POST',
    path: '/api/notifications/read',
    summary: 'Mark notifications read: `{ ids }` or `{ all: true }`',
    description: 'Unknown ids and other accounts’ ids are ignored. Answers the unread count left.',
    ...notificationsFeature,
    auth: true,
    body: markReadBodySchema,
    responses: { 200: unreadSchema, 400: errorBodySchema, 401: errorBodySchema },
  }),
  settings: defineCall({
    method: 'GET',
    path: '/api/notifications/settings',
    summary: 'Which kinds of notification the caller mutes',
    ...notificationsFeature,
    auth: true,
    responses: { 200: notificationSettingsSchema, 401: errorBodySchema },
  }),
  saveSettings: defineCall({
    method: 'PUT',
    path: '/api/notifications/settings',
    summary: 'Mute or show kinds of notification',
    ...notificationsFeature,
    auth: true,
    body: notificationSettingsSchema,
    responses: { 200: notificationSettingsSchema, 400: errorBodySchema, 401: errorBodySchema },
  }),
} as const;

/** The realtime events of this feature, sent to the account's room. */
export const notificationEventSchema = z.object({
  notification: notificationSchema,
  unread: z.int().check(z.nonnegative()),
});
export type NotificationEvent = z.infer<typeof notificationEventSchema>;
export type UnreadEvent = z.infer<typeof unreadSchema>;
