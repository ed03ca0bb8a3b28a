// lib/feeds: the endless feeds: batches merged by id, the next page asked once, random batches.
import { useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { Feed } from '../../components/media/feed';
import type { KeyedRead } from '../api/keyed-read';
import { mergeUniqueById, trailingFruitlessBatches, type WithId } from './infinite-scroll';
import { useNextPage } from './use-next-page';

/** Batches that brought nothing new before the feed stops fetching on its own. */
const MAX_FRUITLESS_BATCHES = 2;

/**
 * A feed of random batches (GET .../random), merged without duplicate ids. It never ends: each
 * time the sentinel comes into view another batch is fetched (`batch(index)`, see
 * random-batch.ts).
 */
export function useRandomFeed<T extends WithId>(batch: (index: number) => KeyedRead<T[]>): Feed<T> {
  const { data, error, size, setSize, isValidating } = useSWRInfinite<T[], Error>(
    (index) => batch(index).key,
    (key: string) => batch(Number(key.slice(key.lastIndexOf('-') + 1))).fetch(),
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
