// lib/testing: helpers for tests only: a fetch mock, the app rendered, fake caches and media.
import type { Comment, CommentThread } from '@inkreel/shared';

/** The item the comment tests' threads hang on, and the author of the comments they make. */
export const COMMENT_ITEM = 'c'.repeat(24);
export const COMMENT_AUTHOR = { _id: 'b'.repeat(24), name: 'Grace Hopper' };
let serial = 0;

/** A published comment on the test video, with a fresh id. */
export function testComment(text: string, extra: Partial<Comment> = {}): Comment {
  serial += 1;
  return {
    _id: String(serial).padStart(24, '0'),
    kind: 'video',
    itemId: COMMENT_ITEM,
    author: COMMENT_AUTHOR,
    text,
    state: 'published',
    createdAt: '2026-11-20T10:00:00.000Z',
    likeCount: 0,
    liked: false,
    replyCount: 0,
    mentions: [],
    ...extra,
  };
}

/** A page of a thread holding `items`, open, read by a visitor. */
export function testThread(items: Comment[], extra: Partial<CommentThread> = {}): CommentThread {
  return {
    items,
    nextCursor: null,
    count: items.length,
    mode: 'open',
    viewer: { moderator: false, blocked: false },
    ...extra,
  };
}

/** An IntersectionObserver under which what is watched is on screen at once. */
export class OnScreenObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    this.callback(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  disconnect() {}
}
