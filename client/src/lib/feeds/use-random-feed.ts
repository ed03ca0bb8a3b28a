// lib/feeds: the endless feeds: batches merged by id, the next page asked once, random batches.
import { buildUrl, type CallContract } from '@inkreel/shared';
import { useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import type * as z from 'zod/mini';
import type { Feed } from '../../components/media/feed';
import { request } from '../api/api-client';
import { mergeUniqueById, trailingFruitlessBatches, type WithId } from './infinite-scroll';
import { withRetry } from '../api/retry-policy';
import { useNextPage } from './use-next-page';

/** Batches that brought nothing new before the feed stops fetching on its own. */
const MAX_FRUITLESS_BATCHES = 2;

/** A call whose 200 reply is a batch (an array) of items with ids. */
export type RandomCall<T extends WithId> = CallContract & {
  readonly responses: { readonly 200: z.ZodMiniType<T[]> };
};

/**
 * A feed of random batches (GET .../random), merged without duplicate ids. It never ends: each
 * time the sentinel comes into view another batch is fetched. Each batch has its own cache key
 * (the call's URL plus the batch number) so the loaded items survive leaving and coming back.
 */
export function useRandomFeed<T extends WithId>(call: RandomCall<T>, failureLog: string): Feed<T> {
  const url = buildUrl(call);
  const { data, error, size, setSize, isValidating } = useSWRInfinite<T[], Error>(
    (index) => `${url}#batch-${index}`,
    async () => {
      try {
        // Asked again with backoff while the spinner shows; the empty text once it gives up.
        return await withRetry(() => request(call));
      } catch (failure) {
        // docs/product.md section 8: feed failures are only logged; the list shows its empty text.
        console.error(failureLog, failure);
        throw failure;
      }
    },
    {
      revalidateFirstPage: false,
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    },
  );
  const batches = data ?? [];
  const items = useMemo(() => mergeUniqueById(data ?? []), [data]);
  const fruitless = useMemo(() => trailingFruitlessBatches(data ?? []), [data]);
  const isLoading = !error && (isValidating || size > batches.length);
  const loadMore = useNextPage(size, setSize);
  return {
    items,
    isLoading,
    hasMore: true,
    autoFill: !error && fruitless < MAX_FRUITLESS_BATCHES,
    loadMore,
  };
}
