import { videoCalls, writingCalls, type Video, type Writing } from '@inkreel/shared';
import useSWR from 'swr';
import { request } from '../../../lib/api-client';

/** How many pages of videos a search looks through (the provider has no search call). */
export const SEARCH_VIDEO_PAGES = 5;
const WRITINGS_LIMIT = 100;

export interface SearchCatalogue {
  videos: Video[];
  stories: Writing[];
  poems: Writing[];
}

async function loadCatalogue(): Promise<SearchCatalogue> {
  const first = await request(videoCalls.list, { query: { page: 1 } });
  const more = await Promise.all(
    Array.from({ length: Math.min(first.pagination.pages, SEARCH_VIDEO_PAGES) - 1 }, (_, i) =>
      request(videoCalls.list, { query: { page: i + 2 } }),
    ),
  );
  const [stories, poems] = await Promise.all([
    request(writingCalls.stories, { query: { page: 1, limit: WRITINGS_LIMIT } }),
    request(writingCalls.poems, { query: { page: 1, limit: WRITINGS_LIMIT } }),
  ]);
  return {
    videos: [first, ...more].flatMap((page) => page.videos),
    stories: stories.stories,
    poems: poems.poems,
  };
}

/** The searchable part of the catalogue, loaded once per session and filtered in the browser. */
export function useSearchCatalogue() {
  return useSWR('search:catalogue', loadCatalogue, { revalidateOnFocus: false });
}

export function matches(query: string, fields: (string | string[] | undefined)[]): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return false;
  return fields.some((field) =>
    Array.isArray(field)
      ? field.some((f) => f.toLowerCase().includes(needle))
      : (field ?? '').toLowerCase().includes(needle),
  );
}
