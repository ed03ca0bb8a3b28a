import type { ItemKind, NotificationKind } from '@inkreel/shared';

// The community features' records (follows, likes, views, notifications), part of db.json (schema.ts).

/** One account following another (the creators module's records). */
export interface FollowRecord {
  followerId: string;
  creatorId: string;
  createdAt: string;
}

/** One account's like of one item (the likes module's records; an audio's `likes` lists them). */
export interface LikeRecord {
  userId: string;
  kind: ItemKind;
  itemId: string;
  createdAt: string;
}

/**
 * Views (videos) or plays (audio) counted on one UTC day: what a creator's statistics add up.
 * The item's own `views` or `plays` is the total (the views module's records).
 */
export interface PlayDayRecord {
  kind: 'video' | 'audio';
  itemId: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  count: number;
}

/** When a viewer was last counted for an item; kept 24 hours, so they count once a day. */
export interface PlayMarkRecord {
  kind: 'video' | 'audio';
  itemId: string;
  /** `user:<id>`, `visitor:<browser's id>` or `address:<hash of address and browser>`. */
  viewer: string;
  at: string;
}

/** A notification, or a group of alike ones while unread (the notifications module's records). */
export interface NotificationRecord {
  _id: string;
  userId: string;
  kind: NotificationKind;
  /** Who did it, the latest first. */
  actorIds: string[];
  subject?: { kind: ItemKind; id: string; title: string };
  reason?: string;
  /** The comment it is about (a comment, reply or mention). */
  commentId?: string;
  createdAt: string;
  updatedAt: string;
  readAt?: string;
}

export interface NotificationSettingsRecord {
  userId: string;
  muted: NotificationKind[];
}
