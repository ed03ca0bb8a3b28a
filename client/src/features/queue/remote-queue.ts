import { queueConflictSchema, type Queue, type QueueWrite } from '@inkreel/shared';
import { summaryItem } from '../../components/queue/queue-items';
import { ApiError } from '../../lib/api/api-client';
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
