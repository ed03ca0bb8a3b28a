import { searchCalls, type SearchResults } from '@inkreel/shared';
import useSWR from 'swr';
import { ApiError, request } from '../../../lib/api/api-client';
import { loadCatalogue, searchCatalogue } from './use-search-catalogue';

export interface SearchOutcome {
  results: SearchResults;
  /** False when the provider has no search call and the browser searched the list calls. */
  complete: boolean;
}

/** A provider without the mock's search extension answers 404 (or 405/501) for it. */
const lacksSearch = (error: unknown) =>
  error instanceof ApiError && [404, 405, 501].includes(error.status);

export async function runSearch(q: string, page: number): Promise<SearchOutcome> {
  try {
    return { results: await request(searchCalls.search, { query: { q, page } }), complete: true };
  } catch (error) {
    if (!lacksSearch(error)) throw error;
    return { results: searchCatalogue(await loadCatalogue(), q), complete: false };
  }
}

/** GET /api/search?q&page, falling back to the list calls; nothing is asked for an empty query. */
export function useSearch(q: string, page: number) {
  return useSWR<SearchOutcome, Error>(q ? ['search', q, page] : null, () => runSearch(q, page), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
