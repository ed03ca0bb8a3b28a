// lib/queue: the play queue: its entries and rules, the store the players share, its sync.
import { itemKindSchema, repeatModeSchema } from '@inkreel/shared';
import * as z from 'zod/mini';
import { QUEUE_STORAGE_KEY } from '../playback/now-playing';
import type { QueueState } from './queue-model';

const entrySchema = z.object({
  entryId: z.string(),
  kind: itemKindSchema,
  id: z.string(),
  title: z.string(),
  creator: z.string(),
  image: z.optional(z.string()),
  src: z.optional(z.string()),
  duration: z.optional(z.number()),
  available: z.boolean(),
});

const storedSchema = z.object({
  items: z.array(entrySchema),
  current: z.nullable(z.string()),
  position: z.number().check(z.nonnegative()),
  shuffle: z.boolean(),
  unshuffled: z.nullable(z.array(z.string())),
  repeat: repeatModeSchema,
  autoplay: z.boolean(),
});

/**
 * The queue as this browser keeps it (localStorage), so it and the place in the current entry
 * survive a reload. Anything that does not read back as a queue is ignored.
 */
export function readStoredQueue(): QueueState | null {
  try {
    const raw = localStorage.getItem(QUEUE_STORAGE_KEY);
    if (raw === null) return null;
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const state: QueueState = parsed.data;
    // A current entry the list lacks would play nothing.
    return state.items.some((e) => e.entryId === state.current)
      ? state
      : { ...state, current: null };
  } catch {
    return null;
  }
}

export function writeStoredQueue(state: QueueState): void {
  try {
    if (state.items.length === 0) localStorage.removeItem(QUEUE_STORAGE_KEY);
    else localStorage.setItem(QUEUE_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or disabled: the queue lasts until the page is closed.
  }
}
