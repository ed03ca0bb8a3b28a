import { createHash } from 'node:crypto';
import { ErrorCode } from '@inkreel/shared';
import type { PlaylistRecord } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { DomainError } from '../../domain-error.js';

export const LIKED_TITLE = 'Liked';

/** Liked's id, the same for a user on every read (like Watch later's, from another seed). */
export const likedId = (userId: string): string =>
  createHash('sha256').update(`liked:${userId}`).digest('hex').slice(0, 24);

/**
 * "Liked" (issue 55, item 4): the user's likes as a private built-in list, newest like first. It
 * is made from the likes on every read and never stored, so it is always what the likes are; an
 * entry's id is made from its item, so the same like keeps its entry.
 */
export function likedList(store: Store, userId: string): PlaylistRecord {
  const likes = store.data.likes
    .filter((like) => like.userId === userId)
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  const at = likes[0]?.createdAt ?? new Date(0).toISOString();
  return {
    _id: likedId(userId),
    ownerId: userId,
    title: LIKED_TITLE,
    description: '',
    visibility: 'private',
    builtIn: 'liked',
    items: likes.map((like) => ({
      entryId: `liked-${like.kind}-${like.itemId}`,
      kind: like.kind,
      id: like.itemId,
    })),
    createdAt: at,
    updatedAt: at,
  };
}

/** A change through the playlist calls: Liked changes by liking and unliking alone. */
export const likedRefused = () =>
  new DomainError(
    ErrorCode.BUILT_IN_LIST,
    'Liked follows your likes: like or unlike the item instead',
  );
