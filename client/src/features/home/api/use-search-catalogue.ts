import {
  audioCalls,
  bookCalls,
  rankRecord,
  searchTerms,
  videoCalls,
  writingCalls,
  type Pagination,
  type RankedFields,
  type SearchResults,
} from '@inkreel/shared';
import { request } from '../../../lib/api/api-client';

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

/** The matches among the items, ranked as the provider ranks them (rankRecord), then newest. */
function ranked<T extends { createdAt: string }>(
  items: T[],
  terms: string[],
  fields: (item: T) => RankedFields,
) {
  const scored = items.flatMap((item) => {
    const rank = rankRecord(terms, fields(item));
    return rank === null ? [] : [{ item, rank }];
  });
  scored.sort((a, b) => b.rank - a.rank || b.item.createdAt.localeCompare(a.item.createdAt));
  return all(scored.map(({ item }) => item));
}

/** The same matching and ranking as the provider's search (case and accents ignored), unpaged. */
export function searchCatalogue(catalogue: SearchCatalogue, q: string): SearchResults {
  const terms = searchTerms(q);
  const by = (u: { name: string } | undefined) => u?.name;
  return {
    q,
    videos: ranked(catalogue.videos, terms, (v) => ({
      title: v.title,
      people: [by(v.uploadedBy)],
      tags: v.tags,
      body: [v.description],
    })),
    music: ranked(catalogue.music, terms, (a) => ({
      title: a.title,
      people: [a.artist, by(a.uploadedBy)],
      tags: a.genre ? [a.genre] : [],
      body: [a.description],
    })),
    books: ranked(catalogue.books, terms, (b) => ({
      title: b.title,
      people: [b.author, by(b.uploadedBy)],
      tags: [],
      body: [b.description],
    })),
    stories: ranked(catalogue.stories, terms, (w) => ({
      title: w.title,
      people: [by(w.uploadedBy)],
      tags: w.tags,
      body: [w.content],
    })),
    poems: ranked(catalogue.poems, terms, (w) => ({
      title: w.title,
      people: [by(w.uploadedBy)],
      tags: w.tags,
      body: [w.content],
    })),
  };
}
