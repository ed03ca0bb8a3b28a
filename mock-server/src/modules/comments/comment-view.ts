import type { Comment, CommentAuthor } from '@inkreel/shared';
import type { CommentRecord } from '../../db/schema.js';
import type { Store } from '../../db/store.js';

/** Who is looking: their account (none for a visitor) and the uploader of the item. */
export interface Viewer {
  id: string | undefined;
  uploaderId: string;
}

export function authorOf(store: Store, userId: string): CommentAuthor {
  return { _id: userId, name: store.index.userById(userId)?.name ?? 'Deleted account' };
}

/**
 * Whether the viewer sees the comment itself: a published one everyone does; a held one its
 * author and the uploader; a hidden one its author alone (marked hidden). A deleted one nobody.
 */
export function canSee(c: CommentRecord, viewer: Viewer): boolean {
  if (c.deletedAt !== undefined) return false;
  if (c.state === 'published' || c.authorId === viewer.id) return true;
  return c.state === 'held' && viewer.uploaderId === viewer.id;
}

/** Counted in the item's public count: published, not deleted, in a thread everyone sees. */
export const isPublic = (c: CommentRecord, parent: CommentRecord | undefined): boolean =>
  c.deletedAt === undefined &&
  c.state === 'published' &&
  (parent === undefined || parent.state === 'published');

/** The item's published comments, replies included (the count everyone sees). */
export function publicCount(store: Store, kind: string, itemId: string): number {
  const all = store.data.comments.filter((c) => c.kind === kind && c.itemId === itemId);
  const byId = new Map(all.map((c) => [c._id, c]));
  return all.filter((c) => isPublic(c, c.parentId ? byId.get(c.parentId) : undefined)).length;
}

/** A comment as the viewer gets it; a deleted one keeps only its place in the thread. */
export function toComment(store: Store, c: CommentRecord, viewer: Viewer, replyCount = 0): Comment {
  const base = {
    _id: c._id,
    kind: c.kind,
    itemId: c.itemId,
    ...(c.parentId ? { parentId: c.parentId } : {}),
    createdAt: c.createdAt,
    replyCount,
  };
  if (c.deletedAt !== undefined) {
    return {
      ...base,
      author: null,
      text: '',
      state: 'deleted',
      likeCount: 0,
      liked: false,
      mentions: [],
    };
  }
  return {
    ...base,
    ...(c.replyTo
      ? { replyTo: { _id: c.replyTo.commentId, author: authorOf(store, c.replyTo.userId) } }
      : {}),
    author: authorOf(store, c.authorId),
    text: c.text,
    state: c.state,
    ...(c.editedAt ? { editedAt: c.editedAt } : {}),
    ...(c.at !== undefined ? { at: c.at } : {}),
    ...(c.page !== undefined ? { page: c.page } : {}),
    ...(c.place !== undefined ? { place: c.place } : {}),
    likeCount: c.likes.length,
    liked: viewer.id !== undefined && c.likes.includes(viewer.id),
    mentions: c.mentions.flatMap((m) => {
      const user = store.index.userById(m.userId);
      return user
        ? [{ start: m.start, length: m.length, user: { _id: user._id, name: user.name } }]
        : [];
    }),
  };
}
