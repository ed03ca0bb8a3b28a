import type { Writing } from '@inkreel/shared';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { useRefreshOnChange } from '../../../lib/feeds/paged-lists';
import {
  writingRead,
  writingsPageRead,
  type WritingKind,
  type WritingsPage,
} from './stories-page-data';

/** Stories or poems page by page; `loadMore` asks for the next page until the last one. */
export function useWritings(kind: WritingKind) {
  const result = useSWRInfinite<WritingsPage, Error>(
    (index) => writingsPageRead(kind, index + 1).key,
    (key: string) =>
      writingsPageRead(kind, Number(new URL(key, 'http://x').searchParams.get('page'))).fetch(),
  );
  useRefreshOnChange(result.mutate);
  const pages = result.data ?? [];
  const items: Writing[] = pages.flatMap((p) => p.items);
  const totalPages = pages.at(-1)?.pages ?? 0;
  const isLoadingMore =
    result.isLoading || (result.size > 0 && result.data?.[result.size - 1] === undefined);
  return {
    items,
    error: result.error,
    isLoading: result.isLoading,
    isLoadingMore,
    hasMore: result.size < totalPages,
    loadMore: () => void result.setSize(result.size + 1),
  };
}

/** One story or poem; with no kind (an address naming neither) it asks nothing and has no data. */
export function useWriting(kind: WritingKind | null, id: string) {
  const writing = kind ? writingRead(kind, id) : null;
  return useSWR<Writing, Error>(writing?.key ?? null, writing?.fetch ?? null, {
    shouldRetryOnError: false,
  });
}
