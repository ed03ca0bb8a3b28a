import useSWR from 'swr';
import { ApiError } from '../../../lib/api/api-client';
import { searchKey, searchRead, type SearchOutcome } from './search-page-data';
import { loadCatalogue, searchCatalogue } from './use-search-catalogue';

export type { SearchOutcome } from './search-page-data';

/** A provider without the mock's search extension answers 404 (or 405/501) for it. */
const lacksSearch = (error: unknown) =>
  error instanceof ApiError && [404, 405, 501].includes(error.status);

export async function runSearch(q: string, page: number): Promise<SearchOutcome> {
  try {
    return await searchRead(q, page).fetch();
  } catch (error) {
    if (!lacksSearch(error)) throw error;
    return { results: searchCatalogue(await loadCatalogue(), q), complete: false };
  }
}

/**
 * GET /api/search?q&page, falling back to the list calls; nothing is asked for an empty query. A
 * page the server rendered brought its results under the same key (search-page-data.ts).
 */
export function useSearch(q: string, page: number) {
  return useSWR<SearchOutcome, Error>(q ? searchKey(q, page) : null, () => runSearch(q, page), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
