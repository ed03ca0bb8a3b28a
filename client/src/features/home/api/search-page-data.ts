import { buildUrl, searchCalls, type SearchResults } from '@inkreel/shared';
import { keyedRead } from '../../../lib/api/keyed-read';
import { needs, pagePlan, type PageArgs } from '../../../lib/page/page-data';

// The search page's read, as its hook keeps it (use-search.ts) and as the web server renders the
// page with it (routes.tsx attaches the plan as its loader). Kept apart from the hook so the route
// table carries no hook code.

export interface SearchOutcome {
  results: SearchResults;
  /** False when the provider has no search call and the browser searched the list calls. */
  complete: boolean;
}

export const SEARCH_TITLE = 'Search';
export const SEARCH_SUBTITLE =
  'Searches videos, music, books, stories and poems by title, description, tags, author, artist and uploader.';

/** The query and the page of results an address asks for (`/search?q=…&page=…`). */
export function searchAddress(params: URLSearchParams): { query: string; page: number } {
  const query = (params.get('q') ?? '').trim();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return { query, page };
}

/** The cache key of one page of results: the call's own address. */
export const searchKey = (q: string, page: number) =>
  buildUrl(searchCalls.search, { query: { q, page } });

/** GET /api/search?q&page, as the provider answers it (the fallback on the list calls is the hook's). */
export const searchRead = (q: string, page: number) =>
  keyedRead(searchKey(q, page), async (read): Promise<SearchOutcome> => ({
    results: await read(searchCalls.search, { query: { q, page } }),
    complete: true,
  }));

/**
 * /search: the results the provider gives, rendered by the web server; a provider without the
 * search call (or one that fails) gets the page drawn in the browser, which searches the list
 * calls instead (use-search.ts). The title says what was searched for.
 */
export function searchPage({ url }: PageArgs) {
  const { query, page } = searchAddress(url.searchParams);
  const subject = () => ({
    kind: 'page' as const,
    title: query ? `${SEARCH_TITLE}: ${query}` : SEARCH_TITLE,
    description: SEARCH_SUBTITLE,
  });
  if (!query) return pagePlan({}, subject);
  return pagePlan({ search: needs(searchRead(query, page)) }, subject);
}
