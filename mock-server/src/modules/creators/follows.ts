import type { FollowState } from '@inkreel/shared';
import { ErrorCode } from '@inkreel/shared';
import { nowIso } from '../../db/ids.js';
import type { Store } from '../../db/store.js';
import { DomainError, notFound } from '../../domain-error.js';
import { notify, type NotifyDeps } from '../notifications/notifications.service.js';

export const followerCount = (store: Store, creatorId: string): number =>
  store.data.follows.filter((f) => f.creatorId === creatorId).length;

export const follows = (store: Store, followerId: string, creatorId: string): boolean =>
  store.data.follows.some((f) => f.followerId === followerId && f.creatorId === creatorId);

/** The accounts following a creator. */
export const followerIds = (store: Store, creatorId: string): string[] =>
  store.data.follows.filter((f) => f.creatorId === creatorId).map((f) => f.followerId);

/** The creators an account follows, the latest followed first. */
export const followedIds = (store: Store, followerId: string): string[] =>
  store.data.follows
    .filter((f) => f.followerId === followerId)
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
    .map((f) => f.creatorId);

function checkTarget(store: Store, followerId: string, creatorId: string): void {
  if (!store.index.userById(creatorId)) throw notFound('Creator');
  if (followerId === creatorId)
    throw new DomainError(ErrorCode.CANNOT_FOLLOW_SELF, 'You cannot follow yourself');
}

/**
 * Follows a creator once however often it is asked: checked and changed with no await in
 * between, so parallel requests add one record. A new follow tells the creator.
 */
export async function follow(
  deps: NotifyDeps,
  followerId: string,
  creatorId: string,
): Promise<FollowState> {
  const { store } = deps;
  checkTarget(store, followerId, creatorId);
  if (!follows(store, followerId, creatorId)) {
    store.data.follows.push({ followerId, creatorId, createdAt: nowIso() });
    notify(deps, { userId: creatorId, kind: 'follower', actorId: followerId });
  }
  await store.write();
  return { following: true, followers: followerCount(store, creatorId) };
}

export async function unfollow(
  store: Store,
  followerId: string,
  creatorId: string,
): Promise<FollowState> {
  checkTarget(store, followerId, creatorId);
  const at = store.data.follows.findIndex(
    (f) => f.followerId === followerId && f.creatorId === creatorId,
  );
  if (at >= 0) store.data.follows.splice(at, 1);
  await store.write();
  return { following: false, followers: followerCount(store, creatorId) };
}
