import { buildUrl, writingCalls, type Writing } from '@inkreel/shared';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { request } from '../../../lib/api/api-client';
import { withRetry } from '../../../lib/api/retry-policy';

export type WritingKind = 'story' | 'poem';

export const WRITINGS_PER_PAGE = 9;

interface WritingsPage {
  items: Writing[];
  pages: number;
}

/** One page of stories or poems, as `{ items, pages }`. */
async function fetchPage(kind: WritingKind, page: number): Promise<WritingsPage> {
  if (kind === 'story') {
    const reply = await request(writingCalls.stories, {
      query: { page, limit: WRITINGS_PER_PAGE },
    });
    return { items: reply.stories, pages: reply.pagination.pages };
  }
  const reply = await request(writingCalls.poems, { query: { page, limit: WRITINGS_PER_PAGE } });
  return { items: reply.poems, pages: reply.pagination.pages };
}

function pageKey(kind: WritingKind, page: number): string {
  const call = kind === 'story' ? writingCalls.stories : writingCalls.poems;
  return buildUrl(call, { query: { page, limit: WRITINGS_PER_PAGE } });
}

/** Stories or poems page by page; `loadMore` asks for the next page until the last one. */
export function useWritings(kind: WritingKind) {
  const result = useSWRInfinite<WritingsPage, Error>(
    (index) => pageKey(kind, index + 1),
    (key: string) => fetchPage(kind, Number(new URL(key, 'http://x').searchParams.get('page'))),
  );
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

function fetchWriting(kind: WritingKind, id: string): Promise<Writing> {
  return kind === 'story'
    ? withRetry(() => request(writingCalls.story, { params: { id } }))
    : withRetry(() => request(writingCalls.poem, { params: { id } }));
}

/** One story or poem; with no kind (an address naming neither) it asks nothing and has no data. */
export function useWriting(kind: WritingKind | null, id: string) {
  const call = kind === 'poem' ? writingCalls.poem : writingCalls.story;
  return useSWR<Writing, Error>(
    kind ? buildUrl(call, { params: { id } }) : null,
    () => fetchWriting(kind ?? 'story', id),
    { shouldRetryOnError: false },
  );
}
