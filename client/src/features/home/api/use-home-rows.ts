import type { Audio, Book, Writing } from '@inkreel/shared';
import { useMemo } from 'react';
import useSWR from 'swr';
import type { KeyedRead } from '../../../lib/api/keyed-read';
import { homeRowReads } from './home-page-data';

/** Cards in a music or books row at its widest (fewer show on narrower windows, see home-rows.css). */
export const ROW_SIZE = 6;

export interface HomeRow<T> {
  items: T[];
  isLoading: boolean;
  failed: boolean;
}

/** One row's read (home-page-data.ts), asked once: a row does not refresh while it is shown. */
function useRow<T>(read: KeyedRead<T[]>) {
  const { data, error, isLoading } = useSWR<T[], Error>(read.key, read.fetch, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  return { data, isLoading, failed: error !== undefined };
}

const newestFirst = <T extends { createdAt: string }>(items: T[]) =>
  // ISO 8601 times compare as strings; localeCompare would load ICU's collator on the first view.
  [...items].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));

/** New music: the newest tracks of a random batch. */
export function useNewMusic(): HomeRow<Audio> {
  const row = useRow<Audio>(homeRowReads.music);
  const items = useMemo(() => newestFirst(row.data ?? []).slice(0, ROW_SIZE), [row.data]);
  return { items, isLoading: row.isLoading, failed: row.failed };
}

/** Books to read: a random batch. */
export function useBooksToRead(): HomeRow<Book> {
  const row = useRow<Book>(homeRowReads.books);
  const items = useMemo(() => (row.data ?? []).slice(0, ROW_SIZE), [row.data]);
  return { items, isLoading: row.isLoading, failed: row.failed };
}

export interface HomeWriting {
  kind: 'story' | 'poem';
  writing: Writing;
}

/** Stories and poems: the first of each list, story and poem in turn. */
export function useStoriesAndPoems(): HomeRow<HomeWriting> {
  const stories = useRow<Writing>(homeRowReads.stories);
  const poems = useRow<Writing>(homeRowReads.poems);
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
