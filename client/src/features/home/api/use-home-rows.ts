import {
  audioCalls,
  bookCalls,
  buildUrl,
  writingCalls,
  type Audio,
  type Book,
  type Writing,
} from '@inkreel/shared';
import { useMemo } from 'react';
import useSWR from 'swr';
import { request } from '../../../lib/api/api-client';
import { withRetry } from '../../../lib/api/retry-policy';

/** Cards in a music or books row at its widest (fewer show on narrower windows, see home-rows.css). */
export const ROW_SIZE = 6;
/** Stories and poems each, alternating in their row. */
export const WRITINGS_EACH = 3;

export interface HomeRow<T> {
  items: T[];
  isLoading: boolean;
  failed: boolean;
}

/**
 * The home page's rows (beyond docs/product.md) read calls the Discover pages already make: one
 * random batch of tracks, one of books, the first stories and poems. Their cache keys are their
 * own ("#home"), so they never stand in for a Discover page's batches or pages (different shapes).
 * A failure is only logged and the row says so, as a feed does (docs/product.md section 8).
 */
function useRow<T>(key: string, load: () => Promise<T[]>, failureLog: string) {
  const { data, error, isLoading } = useSWR<T[], Error>(
    `${key}#home`,
    async () => {
      try {
        return await withRetry(load);
      } catch (failure) {
        console.error(failureLog, failure);
        throw failure;
      }
    },
    { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false },
  );
  return { data, isLoading, failed: error !== undefined };
}

const newestFirst = <T extends { createdAt: string }>(items: T[]) =>
  // ISO 8601 times compare as strings; localeCompare would load ICU's collator on the first view.
  [...items].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));

/** New music: the newest tracks of a random batch. */
export function useNewMusic(): HomeRow<Audio> {
  const row = useRow(
    buildUrl(audioCalls.random),
    () => request(audioCalls.random),
    'Failed to fetch audio tracks',
  );
  const items = useMemo(() => newestFirst(row.data ?? []).slice(0, ROW_SIZE), [row.data]);
  return { items, isLoading: row.isLoading, failed: row.failed };
}

/** Books to read: a random batch. */
export function useBooksToRead(): HomeRow<Book> {
  const row = useRow(
    buildUrl(bookCalls.random),
    () => request(bookCalls.random),
    'Failed to fetch books',
  );
  const items = useMemo(() => (row.data ?? []).slice(0, ROW_SIZE), [row.data]);
  return { items, isLoading: row.isLoading, failed: row.failed };
}

export interface HomeWriting {
  kind: 'story' | 'poem';
  writing: Writing;
}

/** Stories and poems: the first of each list, story and poem in turn. */
export function useStoriesAndPoems(): HomeRow<HomeWriting> {
  const query = { page: 1, limit: WRITINGS_EACH };
  const stories = useRow(
    buildUrl(writingCalls.stories, { query }),
    async () => (await request(writingCalls.stories, { query })).stories,
    'Failed to fetch stories',
  );
  const poems = useRow(
    buildUrl(writingCalls.poems, { query }),
    async () => (await request(writingCalls.poems, { query })).poems,
    'Failed to fetch poems',
  );
  const items = useMemo(() => {
    const told = (stories.data ?? []).map((writing) => ({ kind: 'story' as const, writing }));
    const sung = (poems.data ?? []).map((writing) => ({ kind: 'poem' as const, writing }));
    const mixed: HomeWriting[] = [];
    for (let i = 0; i < Math.max(told.length, sung.length); i += 1) {
      const story = told[i];
      const poem = sung[i];
      if (story) mixed.push(story);
      if (poem) mixed.push(poem);
    }
    return mixed;
  }, [stories.data, poems.data]);
  return {
    items,
    isLoading: stories.isLoading || poems.isLoading,
    failed: stories.failed && poems.failed,
  };
}
