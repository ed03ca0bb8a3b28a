import {
  COMMENTS_PER_PAGE,
  ErrorCode,
  type BlockList,
  type BlockState,
  type Comment,
  type CommentKind,
  type CommentMode,
  type HeldPage,
} from '@inkreel/shared';
import { nowIso } from '../../db/ids.js';
import type { Store } from '../../db/store.js';
import { DomainError, notFound } from '../../domain-error.js';
import { reachComment } from './comment-records.js';
import { findTarget, lookupTarget, type CommentTarget } from './comment-targets.js';
import { authorOf, toComment } from './comment-view.js';
import { oldestFirst, pageAfter } from './cursors.js';
import { broadcast, tellConcerned, type PublishDeps } from './posting.js';

const notUploader = () =>
  new DomainError(ErrorCode.NOT_UPLOADER, "Only the item's uploader may moderate its comments");

/** The uploader opens, holds or turns off comments on one of their items. */
export async function setMode(
  store: Store,
  input: { kind: CommentKind; itemId: string; userId: string; mode: CommentMode },
): Promise<{ mode: CommentMode }> {
  const target = findTarget(store, input.kind, input.itemId, input.userId);
  if (target.uploaderId !== input.userId) throw notUploader();
  const settings = store.data.commentSettings;
  const existing = settings.find((s) => s.kind === target.kind && s.itemId === target.id);
  if (existing) existing.mode = input.mode;
  else settings.push({ kind: target.kind, itemId: target.id, mode: input.mode });
  await store.write();
  return { mode: input.mode };
}

/** The uploader publishes a comment held on their item; one already published stays so. */
export async function approveComment(
  deps: PublishDeps,
  input: { id: string; userId: string },
): Promise<Comment> {
  const { store } = deps;
  const { comment, target } = reachComment(store, input.id, input.userId);
  if (target.uploaderId !== input.userId) throw notUploader();
  if (comment.state === 'held') {
    comment.state = 'published';
    tellConcerned(deps, comment, target, 'approved');
    await store.write();
    broadcast(deps, comment, target);
  }
  return toComment(store, comment, { id: input.userId, uploaderId: target.uploaderId });
}

/** Comments held on the uploader's items, oldest first, each with the item it is on. */
export function heldPage(store: Store, userId: string, cursor: string | undefined): HeldPage {
  const targets = new Map<string, CommentTarget | null>();
  const targetOf = (kind: CommentKind, id: string) => {
    const key = `${kind}:${id}`;
    if (!targets.has(key)) targets.set(key, lookupTarget(store, kind, id));
    return targets.get(key) ?? null;
  };
  const held = store.data.comments
    .filter((c) => c.state === 'held' && c.deletedAt === undefined)
    .filter((c) => targetOf(c.kind, c.itemId)?.uploaderId === userId)
    .sort(oldestFirst);
  const page = pageAfter(held, oldestFirst, cursor, COMMENTS_PER_PAGE);
  return {
    items: page.items.map((c) => {
      const target = targetOf(c.kind, c.itemId) as CommentTarget;
      const comment = toComment(store, c, { id: userId, uploaderId: userId });
      return { ...comment, item: { kind: target.kind, _id: target.id, title: target.title } };
    }),
    nextCursor: page.nextCursor,
    count: held.length,
  };
}

export function blockList(store: Store, uploaderId: string): BlockList {
  const items = store.data.commentBlocks
    .filter((b) => b.uploaderId === uploaderId)
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
    .map((b) => ({ user: authorOf(store, b.userId), createdAt: b.createdAt }));
  return { items };
}

/** Blocks (or lets again) an account from commenting on all of the uploader's items. */
export async function setBlocked(
  store: Store,
  input: { uploaderId: string; userId: string; blocked: boolean },
): Promise<BlockState> {
  if (input.userId === input.uploaderId) {
    throw new DomainError(ErrorCode.CANNOT_BLOCK_SELF, 'You cannot block yourself');
  }
  const user = store.index.userById(input.userId);
  if (!user) throw notFound('User');
  const blocks = store.data.commentBlocks;
  const mine = (b: (typeof blocks)[number]) =>
    b.uploaderId === input.uploaderId && b.userId === input.userId;
  const has = blocks.some(mine);
  if (input.blocked && !has) {
    blocks.push({ uploaderId: input.uploaderId, userId: input.userId, createdAt: nowIso() });
    await store.write();
  } else if (!input.blocked && has) {
    store.data.commentBlocks = blocks.filter((b) => !mine(b));
    await store.write();
  }
  return { user: { _id: user._id, name: user.name }, blocked: input.blocked };
}
