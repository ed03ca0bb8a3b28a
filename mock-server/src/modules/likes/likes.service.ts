import {
  LIKED_PER_PAGE,
  type ItemKind,
  type LikedEntry,
  type LikeState,
  type Pagination,
} from '@inkreel/shared';
import { nowIso } from '../../db/ids.js';
import { paginate } from '../../db/indexes.js';
import type { Store } from '../../db/store.js';
import { notFound } from '../../domain-error.js';
import { isPublic, itemRecord, toFeedItem, visibleTo } from '../content/content.service.js';
import { notify, type NotifyDeps } from '../notifications/notifications.service.js';

export interface LikeInput {
  userId: string;
  kind: ItemKind;
  itemId: string;
}

const NAMES: Record<ItemKind, string> = {
  video: 'Video',
  audio: 'Audio',
  book: 'Book',
  story: 'Story',
  poem: 'Poem',
};

/**
 * The item to like: one its caller may open (an unlisted one by its link too), or one's own (a
 * creator may like a private upload).
 */
function likeable(store: Store, { userId, kind, itemId }: LikeInput) {
  const record = itemRecord(store, kind, itemId);
  if (!record || !visibleTo(record, userId)) throw notFound(NAMES[kind]);
  return record;
}

const stateOf = (store: Store, { userId, kind, itemId }: LikeInput): LikeState => {
  const likers = store.index.likersOf(kind, itemId);
  return { liked: likers.includes(userId), likeCount: likers.length };
};

/**
 * Likes an item once per account however often it is asked: checked and changed with no await
 * in between, so parallel requests add one record. A new like tells the item's creator.
 */
export async function like(deps: NotifyDeps, input: LikeInput): Promise<LikeState> {
  const { store } = deps;
  const record = likeable(store, input);
  if (!stateOf(store, input).liked) {
    store.data.likes.push({ ...input, createdAt: nowIso() });
    notify(deps, {
      userId: record.uploaderId,
      kind: 'like',
      actorId: input.userId,
      subject: { kind: input.kind, id: input.itemId, title: record.title },
    });
  }
  await store.write();
  return stateOf(store, input);
}

export async function unlike(store: Store, input: LikeInput): Promise<LikeState> {
  likeable(store, input);
  const at = store.data.likes.findIndex(
    (l) => l.userId === input.userId && l.kind === input.kind && l.itemId === input.itemId,
  );
  if (at >= 0) store.data.likes.splice(at, 1);
  await store.write();
  return stateOf(store, input);
}

/** What an account liked, the latest first; items since hidden or deleted are left out. */
export function likedBy(
  store: Store,
  userId: string,
  page: number,
): { items: LikedEntry[]; pagination: Pagination } {
  const liked = store.data.likes
    .filter((l) => l.userId === userId)
    .flatMap((l) => {
      const record = itemRecord(store, l.kind, l.itemId);
      return record && isPublic(record) ? [{ like: l, record }] : [];
    })
    .sort((a, b) => (a.like.createdAt < b.like.createdAt ? 1 : -1));
  const { items, pagination } = paginate(liked, page, LIKED_PER_PAGE);
  return {
    items: items.map(({ like: l, record }) => ({
      ...toFeedItem(store, l.kind, record, userId),
      likedAt: l.createdAt,
    })),
    pagination,
  };
}
