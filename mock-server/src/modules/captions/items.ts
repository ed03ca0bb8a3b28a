import { ErrorCode } from '@inkreel/shared';
import type { AudioRecord, VideoRecord } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { DomainError, notFound } from '../../domain-error.js';

/** The kinds of item that carry timed text and chapters. */
export type ItemKind = 'video' | 'audio';

const WHAT: Record<ItemKind, string> = { video: 'Video', audio: 'Audio' };

function recordOf(store: Store, kind: ItemKind, id: string): VideoRecord | AudioRecord | undefined {
  return kind === 'video' ? store.index.videoById(id) : store.index.audioById(id);
}

/**
 * An item whose extras `viewerId` may read: as its own page, a video still being processed is its
 * uploader's alone (docs/product.md section 10), so anyone else gets the 404 of a missing one.
 */
export function readableItem(store: Store, kind: ItemKind, id: string, viewerId?: string) {
  const record = recordOf(store, kind, id);
  if (!record) throw notFound(WHAT[kind]);
  if ('status' in record && record.status !== 'ready' && record.uploaderId !== viewerId)
    throw notFound(WHAT[kind]);
  return record;
}

/** An item `userId` may change: their own (403 NOT_UPLOADER for someone else's). */
export function ownedItem(store: Store, kind: ItemKind, id: string, userId: string) {
  const record = readableItem(store, kind, id, userId);
  if (record.uploaderId !== userId) {
    throw new DomainError(ErrorCode.NOT_UPLOADER, `Only the uploader may change this ${kind}`);
  }
  return record;
}
