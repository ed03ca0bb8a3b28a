import {
  CREATOR_UPLOADS_PER_PAGE,
  ITEM_KINDS,
  SUGGESTED_CREATORS,
  type Creator,
  type ItemKind,
  type ItemPage,
  type KindCounts,
} from '@inkreel/shared';
import { newestFirst, paginate } from '../../db/indexes.js';
import type { Store } from '../../db/store.js';
import { notFound } from '../../domain-error.js';
import { isPublic, recordsOf, toFeedItem, type ItemRecord } from '../content/content.service.js';
import { notify, type NotifyDeps } from '../notifications/notifications.service.js';
import { followedIds, followerCount, followerIds, follows } from './follows.js';

export { follow, unfollow } from './follows.js';

/** A creator's public uploads of one kind, newest first. */
const publicUploads = (store: Store, userId: string, kind: ItemKind): ItemRecord[] =>
  recordsOf(store, kind)
    .filter((r) => r.uploaderId === userId && isPublic(r))
    .sort(newestFirst);

function countsOf(store: Store, userId: string): KindCounts {
  const entries = ITEM_KINDS.map((kind) => [kind, publicUploads(store, userId, kind).length]);
  return Object.fromEntries(entries) as KindCounts;
}

/** A creator's page: any account is one. `viewerId` adds whether they follow them. */
export function creator(store: Store, id: string, viewerId?: string): Creator {
  const user = store.index.userById(id);
  if (!user) throw notFound('Creator');
  const self = viewerId === id;
  return {
    _id: id,
    name: user.name,
    joinedAt: user.createdAt,
    followers: followerCount(store, id),
    counts: countsOf(store, id),
    ...(self ? { self: true } : {}),
    ...(viewerId && !self ? { following: follows(store, viewerId, id) } : {}),
  };
}

export function creatorUploads(
  store: Store,
  id: string,
  kind: ItemKind,
  page: number,
  viewerId?: string,
): ItemPage {
  if (!store.index.userById(id)) throw notFound('Creator');
  const { items, pagination } = paginate(
    publicUploads(store, id, kind),
    page,
    CREATOR_UPLOADS_PER_PAGE,
  );
  return { items: items.map((r) => toFeedItem(store, kind, r, viewerId)), pagination };
}

/** The newest public uploads, every kind, of the creators `userId` follows. */
export function followingFeed(store: Store, userId: string, page: number): ItemPage {
  const followed = new Set(followedIds(store, userId));
  const all = ITEM_KINDS.flatMap((kind) =>
    recordsOf(store, kind)
      .filter((r) => followed.has(r.uploaderId) && isPublic(r))
      .map((record) => ({ kind, record, _id: record._id, createdAt: record.createdAt })),
  ).sort(newestFirst);
  const { items, pagination } = paginate(all, page, CREATOR_UPLOADS_PER_PAGE);
  return {
    items: items.map(({ kind, record }) => toFeedItem(store, kind, record, userId)),
    pagination,
  };
}

export const followedCreators = (store: Store, userId: string): Creator[] =>
  followedIds(store, userId)
    .filter((id) => store.index.userById(id))
    .map((id) => creator(store, id, userId));

/**
 * Creators worth following: those with public uploads, the most followed first, leaving out the
 * caller and whom they follow already.
 */
export function suggestedCreators(store: Store, viewerId?: string): Creator[] {
  const followed = new Set(viewerId ? followedIds(store, viewerId) : []);
  const total = (c: Creator) => Object.values(c.counts).reduce((sum, n) => sum + n, 0);
  return store.data.users
    .filter((u) => u._id !== viewerId && !followed.has(u._id))
    .map((u) => creator(store, u._id, viewerId))
    .filter((c) => total(c) > 0)
    .sort((a, b) => b.followers - a.followers || total(b) - total(a) || (a.name < b.name ? -1 : 1))
    .slice(0, SUGGESTED_CREATORS);
}

/**
 * An upload just became public: its creator's followers hear of it. Changes the records only;
 * the caller writes the store.
 */
export function announceUpload(
  deps: NotifyDeps,
  upload: { kind: ItemKind; id: string; title: string; uploaderId: string },
): void {
  for (const userId of followerIds(deps.store, upload.uploaderId)) {
    notify(deps, {
      userId,
      kind: 'upload',
      actorId: upload.uploaderId,
      subject: { kind: upload.kind, id: upload.id, title: upload.title },
    });
  }
}
