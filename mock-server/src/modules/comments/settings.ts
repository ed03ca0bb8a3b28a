import type { CommentKind, CommentMode } from '@inkreel/shared';
import type { Store } from '../../db/store.js';

/** The uploader's choice for an item: open unless they chose otherwise. */
export const modeOf = (store: Store, kind: CommentKind, itemId: string): CommentMode =>
  store.data.commentSettings.find((s) => s.kind === kind && s.itemId === itemId)?.mode ?? 'open';

/** Whether the uploader blocked the account from commenting on their uploads. */
export const isBlocked = (store: Store, uploaderId: string, userId: string): boolean =>
  store.data.commentBlocks.some((b) => b.uploaderId === uploaderId && b.userId === userId);
