import {
  audioCalls,
  bookCalls,
  matchesWords,
  queryWords,
  videoCalls,
  writingCalls,
  type Pagination,
  type SearchResults,
} from '@inkreel/shared';
import { request } from '../../../lib/api-client';

/** How many pages of videos a fallback search looks through. */
export const SEARCH_VIDEO_PAGES = 5;
const WRITINGS_LIMIT = 100;

/** What the spec's list calls return, searched in the browser when the provider has no search. */
export interface SearchCatalogue {
  videos: SearchResults['videos']['items'];
  music: SearchResults['music']['items'];
  books: SearchResults['books']['items'];
  stories: SearchResults['stories']['items'];
  poems: SearchResults['poems']['items'];
}

export async function loadCatalogue(): Promise<SearchCatalogue> {
  const first = await request(videoCalls.list, { query: { page: 1 } });
  const more = await Promise.all(
    Array.from({ length: Math.min(first.pagination.pages, SEARCH_VIDEO_PAGES) - 1 }, (_, i) =>
      request(videoCalls.list, { query: { page: i + 2 } }),
    ),
  );
  // Music and books have only random batches; stories and poems may be missing on a provider.
  const [music, books, stories, poems] = await Promise.all([
    request(audioCalls.random).catch(() => []),
    request(bookCalls.random).catch(() => []),
    request(writingCalls.stories, { query: { page: 1, limit: WRITINGS_LIMIT } })
      .then((r) => r.stories)
      .catch(() => []),
    request(writingCalls.poems, { query: { page: 1, limit: WRITINGS_LIMIT } })
      .then((r) => r.poems)
      .catch(() => []),
  ]);
  return { videos: [first, ...more].flatMap((page) => page.videos), music, books, stories, poems };
}

const all = <T>(items: T[]): { items: T[]; pagination: Pagination } => ({
  items,
  pagination: { page: 1, pages: items.length > 0 ? 1 : 0, total: items.length, limit: 100 },
});

/** The same matching as the provider's search (every word, case and accents ignored), unpaged. */
export function searchCatalogue(catalogue: SearchCatalogue, q: string): SearchResults {
  const words = queryWords(q);
  const by = (u: { name: string } | undefined) => u?.name;
  return {
    q,
    videos: all(
      catalogue.videos.filter((v) =>
        matchesWords(words, [v.title, v.description, v.tags, by(v.uploadedBy)]),
      ),
    ),
    music: all(
      catalogue.music.filter((a) =>
        matchesWords(words, [a.title, a.description, a.artist, a.genre, by(a.uploadedBy)]),
      ),
    ),
    books: all(
      catalogue.books.filter((b) =>
        matchesWords(words, [b.title, b.description, b.author, by(b.uploadedBy)]),
      ),
    ),
    stories: all(
      catalogue.stories.filter((w) =>
        matchesWords(words, [w.title, w.content, w.tags, by(w.uploadedBy)]),
      ),
    ),
    poems: all(
      catalogue.poems.filter((w) =>
        matchesWords(words, [w.title, w.content, w.tags, by(w.uploadedBy)]),
      ),
    ),
  };
}
