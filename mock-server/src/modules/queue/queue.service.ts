import { ErrorCode, type Queue, type QueueWrite } from '@inkreel/shared';
import { nowIso } from '../../db/ids.js';
import type { QueueRecord } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { DomainError } from '../../domain-error.js';
import { summarizeItem } from '../content/content.service.js';

const EMPTY = {
  version: 0,
  items: [],
  current: null,
  position: 0,
  shuffle: false,
  repeat: 'off',
  autoplay: true,
} as const;

function toQueue(store: Store, record: QueueRecord | undefined): Queue {
  if (!record) return { ...EMPTY, items: [] };
  // The queue is its owner's, read by them: another's item made private since is not available.
  const reader = { viewerId: record.userId, ownerId: record.userId };
  return {
    version: record.version,
    items: record.items.map((entry) => ({
      entryId: entry.entryId,
      ...summarizeItem(store, entry, reader),
    })),
    current: record.current,
    position: record.position,
    shuffle: record.shuffle,
    repeat: record.repeat,
    autoplay: record.autoplay,
    deviceId: record.deviceId,
    updatedAt: record.updatedAt,
  };
}

/** The user's play queue; version 0 and empty until the first write. */
export function queueOf(store: Store, userId: string): Queue {
  return toQueue(
    store,
    store.data.queues.find((q) => q.userId === userId),
  );
}

const invalid = (path: string, message: string) =>
  new DomainError(ErrorCode.VALIDATION_FAILED, message, { issues: [{ path, message }] });

/**
 * Replaces the queue when the write was made from its current version, and counts one more
 * version. A stale write changes nothing and answers VERSION_CONFLICT with the queue as it is, so
 * two devices or tabs never overwrite each other blindly: the client merges and writes again.
 */
export async function writeQueue(store: Store, userId: string, write: QueueWrite): Promise<Queue> {
  const ids = new Set(write.items.map((item) => item.entryId));
  if (ids.size !== write.items.length) throw invalid('items', 'Entry ids must be unique');
  if (write.current !== null && !ids.has(write.current))
    throw invalid('current', 'The current entry must be one of the items');
  const existing = store.data.queues.find((q) => q.userId === userId);
  const version = existing?.version ?? 0;
  if (write.baseVersion !== version) {
    throw new DomainError(
      ErrorCode.VERSION_CONFLICT,
      'The queue changed since this version: merge and send again',
      { queue: toQueue(store, existing) },
    );
  }
  const record: QueueRecord = {
    userId,
    version: version + 1,
    items: write.items.map(({ entryId, kind, id }) => ({ entryId, kind, id })),
    current: write.current,
    position: write.position,
    shuffle: write.shuffle,
    repeat: write.repeat,
    autoplay: write.autoplay,
    deviceId: write.deviceId,
    updatedAt: nowIso(),
  };
  if (existing) Object.assign(existing, record);
  else store.data.queues.push(record);
  await store.write();
  return toQueue(store, record);
}
