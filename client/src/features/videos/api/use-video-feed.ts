import { buildUrl, videoCalls, type Video, type VideoPage } from '@inkreel/shared';
import { useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { Feed } from '../../../components/media/feed';
import { request } from '../../../lib/api/api-client';
import { hasMorePages, mergeUniqueById } from '../../../lib/feeds/infinite-scroll';
import { withRetry } from '../../../lib/api/retry-policy';
import { useNextPage } from '../../../lib/feeds/use-next-page';

export const videoPageKey = (page: number) => buildUrl(videoCalls.list, { query: { page } });

function pageOfKey(key: string): number {
  const page = Number(new URL(key, 'http://x').searchParams.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

async function fetchPage(key: string): Promise<VideoPage> {
  try {
    // Asked again with backoff while the spinner shows; the empty text only once it gives up.
    return await withRetry(() => request(videoCalls.list, { query: { page: pageOfKey(key) } }));
  } catch (error) {
    // docs/product.md section 8: feed failures are only logged; the list then reads "No videos found".
    console.error('Failed to fetch videos', error);
    throw error;
  }
}

/** GET /api/videos?page=n, page after page until pagination.pages. */
export function useVideoFeed(): Feed<Video> {
  const { data, error, size, setSize, isValidating } = useSWRInfinite<VideoPage, Error>(
    (index, previous: VideoPage | null) =>
      previous && index >= previous.pagination.pages ? null : videoPageKey(index + 1),
    fetchPage,
    { revalidateFirstPage: false, revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const pages = data ?? [];
  const lastPages = pages.at(-1)?.pagination.pages;
  const items = useMemo(() => mergeUniqueById((data ?? []).map((p) => p.videos)), [data]);
  const isLoading = !error && (isValidating || size > pages.length);
  const hasMore = !error && hasMorePages(pages.length, lastPages);
  const loadMore = useNextPage(size, setSize);
  return { items, isLoading, hasMore, autoFill: hasMore, loadMore };
}
