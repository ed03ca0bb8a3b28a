import type { Video, VideoPage } from '@inkreel/shared';
import { useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { Feed } from '../../../components/media/feed';
import { hasMorePages, mergeUniqueById } from '../../../lib/feeds/infinite-scroll';
import { useRefreshOnChange } from '../../../lib/feeds/paged-lists';
import { useNextPage } from '../../../lib/feeds/use-next-page';
import { videoPageKey, videoPageRead } from './video-page-data';

function pageOfKey(key: string): number {
  const page = Number(new URL(key, 'http://x').searchParams.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** GET /api/videos?page=n, page after page until pagination.pages. */
export function useVideoFeed(): Feed<Video> {
  const { data, error, size, setSize, isValidating, mutate } = useSWRInfinite<VideoPage, Error>(
    (index, previous: VideoPage | null) =>
      previous && index >= previous.pagination.pages ? null : videoPageKey(index + 1),
    (key: string) => videoPageRead(pageOfKey(key)).fetch(),
    { revalidateFirstPage: false, revalidateOnFocus: false, shouldRetryOnError: false },
  );
  useRefreshOnChange(mutate);
  const pages = data ?? [];
  const lastPages = pages.at(-1)?.pagination.pages;
  const items = useMemo(() => mergeUniqueById((data ?? []).map((p) => p.videos)), [data]);
  const isLoading = !error && (isValidating || size > pages.length);
  const hasMore = !error && hasMorePages(pages.length, lastPages);
  const loadMore = useNextPage(size, setSize);
  return { items, isLoading, hasMore, autoFill: hasMore, loadMore };
}
