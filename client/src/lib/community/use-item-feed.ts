// lib/community: likes, creators, counted playback and sign-in intents shared by features (issue 53).
import type { FeedItem, ItemPage } from '@inkreel/shared';
import { useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import { hasMorePages, mergeUniqueById } from '../feeds/infinite-scroll';
import { useRefreshOnChange } from '../feeds/paged-lists';
import { useNextPage } from '../feeds/use-next-page';

/** An item of any kind with an id unique across kinds, as a feed's list keys it. */
export type FeedEntry = FeedItem & { _id: string };

export const entryOf = (item: FeedItem): FeedEntry => ({
  ...item,
  _id: `${item.kind}:${item.item._id}`,
});

/**
 * A paged feed of items of any kind (a creator's tab, the following feed, the Liked list):
 * page after page until the last, for FeedGrid. `keyOf` null asks nothing (no session yet).
 */
export function useItemFeed(
  keyOf: ((page: number) => string) | null,
  load: (page: number) => Promise<ItemPage>,
) {
  const { data, error, size, setSize, isValidating, mutate } = useSWRInfinite<ItemPage, Error>(
    (index, previous: ItemPage | null) => {
      if (!keyOf || (previous && index >= previous.pagination.pages)) return null;
      return keyOf(index + 1);
    },
    (key: string) => {
      const page = Number(new URL(key, 'http://x').searchParams.get('page'));
      return load(Number.isInteger(page) && page > 0 ? page : 1);
    },
    { revalidateFirstPage: true, shouldRetryOnError: false },
  );
  useRefreshOnChange(mutate);
  const pages = data ?? [];
  const items = useMemo(
    () => mergeUniqueById((data ?? []).map((p) => p.items.map(entryOf))),
    [data],
  );
  const isLoading = !error && (isValidating || size > pages.length) && keyOf !== null;
  const hasMore = !error && hasMorePages(pages.length, pages.at(-1)?.pagination.pages);
  const loadMore = useNextPage(size, setSize);
  const total = pages[0]?.pagination.total;
  return { items, isLoading, hasMore, autoFill: hasMore, loadMore, error, total, mutate };
}
