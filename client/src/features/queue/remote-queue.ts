import { queueConflictSchema, queueSchema, type Queue, type QueueWrite } from '@inkreel/shared';
import { summaryItem } from '../../components/queue/queue-items';
import { ApiError } from '../../lib/api/api-client';
import { SYNCED_QUEUE_KEY } from '../../lib/playback/now-playing';
import type { QueueState } from '../../lib/queue/queue-model';

/** The provider's queue as the browser keeps it. */
export function fromRemote(queue: Queue): QueueState {
  return {
    items: queue.items.map((item) => ({
      ...summaryItem(item),
      entryId: item.entryId,
      available: item.available,
    })),
    current: queue.current,
    position: queue.position,
    shuffle: queue.shuffle,
    unshuffled: null,
    repeat: queue.repeat,
    autoplay: queue.autoplay,
  };
}

/** The browser's queue as a write from `baseVersion`. */
export function toWrite(state: QueueState, baseVersion: number, deviceId: string): QueueWrite {
  return {
    baseVersion,
    items: state.items.map(({ entryId, kind, id }) => ({ entryId, kind, id })),
    current: state.current,
    position: Math.max(0, Math.round(state.position * 10) / 10),
    shuffle: state.shuffle,
    repeat: state.repeat,
    autoplay: state.autoplay,
    deviceId,
  };
}

/** The provider's queue in a 409's body (another tab or device wrote first), or null. */
export function conflictQueue(error: unknown): Queue | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = queueConflictSchema.safeParse(error.body);
  return parsed.success ? parsed.data.queue : null;
}

const DEVICE_KEY = 'inkreel:device';

/** This browser's own id, made once and kept, so the provider's queue says where it was written. */
export function deviceId(): string {
  try {
    const known = localStorage.getItem(DEVICE_KEY);
    if (known) return known;
    const made = `d${crypto.randomUUID().replaceAll('-', '')}`;
    localStorage.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    return 'd-no-storage';
  }
}

/**
 * The provider's queue as this browser last read or wrote it, for `userId`: after a reload the
 * merge starts from it. Without it a change made just before a reload (its write not sent yet)
 * would meet the provider's older queue with nothing known in common, and both would be kept:
 * "Play all" twice would queue the list twice.
 */
export function readSynced(userId: string): Queue | null {
  try {
    const stored = JSON.parse(localStorage.getItem(SYNCED_QUEUE_KEY) ?? 'null') as {
      user?: unknown;
      queue?: unknown;
    } | null;
    if (stored?.user !== userId) return null;
    const parsed = queueSchema.safeParse(stored.queue);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function keepSynced(userId: string, queue: Queue): void {
  try {
    localStorage.setItem(SYNCED_QUEUE_KEY, JSON.stringify({ user: userId, queue }));
  } catch {
    // Storage full or disabled: a reload merges from nothing known, as before.
  }
}

/** Whether the browser's queue differs from the provider's in what a write carries. */
export function differsFrom(local: QueueState, remote: Queue): boolean {
  const mine = toWrite(local, 0, '');
  return (
    JSON.stringify([mine.items, mine.current]) !==
    JSON.stringify([
      remote.items.map(({ entryId, kind, id }) => ({ entryId, kind, id })),
      remote.current,
    ])
  );
}
