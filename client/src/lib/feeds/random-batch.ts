// lib/feeds: the endless feeds: batches merged by id, the next page asked once, random batches.
import type { CallContract } from '@inkreel/shared';
import type * as z from 'zod/mini';
import { keyedRead, type KeyedRead } from '../api/keyed-read';
import type { WithId } from './infinite-scroll';

/** A call whose 200 reply is a batch (an array) of items with ids. */
export type RandomCall<T extends WithId> = CallContract & {
  readonly responses: { readonly 200: z.ZodMiniType<T[]> };
};

/**
 * Batch `index` of a random feed: its own cache key (the call's URL, `path`, plus the batch number),
 * so the loaded items survive leaving and coming back. Batch 0 is what a server-rendered page hands
 * over. The call's contract comes with the first read (`call`), not with the page
 * (docs/decisions/0452); each feature's test holds `path` to it.
 */
export function randomBatchRead<T extends WithId>(
  path: string,
  call: () => Promise<RandomCall<T>>,
  index: number,
  failureLog: string,
): KeyedRead<T[]> {
  // Asked again with backoff while the spinner shows; docs/product.md section 8: feed failures
  // are only logged, and the list shows its empty text once it gives up.
  return keyedRead(`${path}#batch-${index}`, async (read) => read(await call()) as Promise<T[]>, {
    retry: true,
    failureLog,
    feed: index === 0,
  });
}
