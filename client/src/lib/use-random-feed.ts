import { buildUrl, type CallContract, type SuccessOf } from '@inkreel/shared';
import { useCallback, useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { Feed } from '../components/media/feed';
import { request } from './api-client';
import { mergeUniqueById, trailingFruitlessBatches, type WithId } from './infinite-scroll';
import { withRetry } from './retry-policy';

/** Batches that brought nothing new before the feed stops fetching on its own. */
const MAX_FRUITLESS_BATCHES = 2;

/**
 * A feed of random batches (GET .../random), merged without duplicate ids. It never ends: each
 * time the sentinel comes into view another batch is fetched. Each batch has its own cache key
 * (the call's URL plus the batch number) so the loaded items survive leaving and coming back.
 */
export function useRandomFeed<
  C extends CallContract & { responses: { 200: unknown } },
  T extends WithId,
>(call: C, failureLog: string): Feed<T> {
  const url = buildUrl(call);
  const { data, error, size, setSize, isValidating } = useSWRInfinite<T[]>(
    (index) => `${url}#batch-${index}`,
    async () => {
      try {
        // Asked again with backoff while the spinner shows; the empty text once it gives up.
        return (await withRetry(() => request(call))) as SuccessOf<C> & T[];
      } catch (failure) {
        // SPEC.md section 8: feed failures are only logged; the list shows its empty text.
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
  const loadMore = useCallback(() => void setSize(size + 1), [setSize, size]);
  return {
    items,
    isLoading,
    hasMore: true,
    autoFill: !error && fruitless < MAX_FRUITLESS_BATCHES,
    loadMore,
  };
}
