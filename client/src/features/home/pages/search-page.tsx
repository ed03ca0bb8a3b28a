import '../home.css';
import { searchTerms, type SearchResults } from '@inkreel/shared';
import '../../../components/media/media.css';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format/format';
import { searchAddress, SEARCH_SUBTITLE, SEARCH_TITLE } from '../api/search-page-data';
import { useSearch } from '../api/use-search';
import { SearchGroup, type SearchRow } from '../components/search-group';
import { SearchNone } from '../components/search-none';
import { SearchRows } from '../components/search-rows';
import { SearchVideoCard } from '../components/search-video-card';
import { ItemMenuButton } from '../../../components/queue/item-menu-button';
import { audioItem } from '../../../components/queue/queue-items';
import { resultExcerpt } from '../search/excerpt';

const writingRows = (
  kind: 'story' | 'poem',
  items: SearchResults['stories']['items'],
  terms: string[],
) =>
  items.map<SearchRow>((w) => ({
    key: w._id,
    to: `/stories/${kind}/${w._id}`,
    title: w.title,
    creator: w.uploadedBy,
    meta: formatDate(w.createdAt),
    excerpt: resultExcerpt(w.title, w.content, terms),
  }));

const KINDS = ['videos', 'music', 'books', 'stories', 'poems'] as const;

function Groups({ results, query }: { results: SearchResults; query: string }) {
  const terms = searchTerms(query);
  const group = { query };
  const groups = [
    <SearchGroup
      key="results-videos"
      id="results-videos"
      label="Videos"
      noun="videos"
      pagination={results.videos.pagination}
      {...group}
    >
      <div className="featured-grid">
        {results.videos.items.map((video, index) => (
          <SearchVideoCard
            key={video._id}
            first={index === 0}
            video={video}
            terms={terms}
            excerpt={resultExcerpt(video.title, video.description, terms)}
          />
        ))}
      </div>
    </SearchGroup>,
    <SearchGroup
      key="results-music"
      id="results-music"
      label="Music"
      noun="tracks"
      pagination={results.music.pagination}
      {...group}
    >
      <SearchRows
        terms={terms}
        rows={results.music.items.map((a) => ({
          key: a._id,
          to: `/audio/${a._id}`,
          title: a.title,
          meta: `${a.artist} · ${a.genre}`,
          excerpt: resultExcerpt(a.title, a.description, terms),
          menu: <ItemMenuButton item={audioItem(a)} />,
        }))}
      />
    </SearchGroup>,
    <SearchGroup
      key="results-books"
      id="results-books"
      label="Books"
      noun="books"
      pagination={results.books.pagination}
      {...group}
    >
      <SearchRows
        terms={terms}
        rows={results.books.items.map((b) => ({
          key: b._id,
          to: `/books/read/${b._id}`,
          title: b.title,
          meta: b.format ? `${b.author} · ${b.format.toUpperCase()}` : b.author,
          excerpt: resultExcerpt(b.title, b.description, terms),
        }))}
      />
    </SearchGroup>,
    <SearchGroup
      key="results-stories"
      id="results-stories"
      label="Stories"
      noun="stories"
      pagination={results.stories.pagination}
      {...group}
    >
      <SearchRows terms={terms} rows={writingRows('story', results.stories.items, terms)} />
    </SearchGroup>,
    <SearchGroup
      key="results-poems"
      id="results-poems"
      label="Poems"
      noun="poems"
      pagination={results.poems.pagination}
      {...group}
    >
      <SearchRows terms={terms} rows={writingRows('poem', results.poems.items, terms)} />
    </SearchGroup>,
  ];
  // Kinds with matches first (in their usual order), then the empty ones.
  return groups
    .map((element, index) => ({
      element,
      empty: results[KINDS[index] ?? 'videos'].pagination.total === 0,
    }))
    .sort((a, b) => Number(a.empty) - Number(b.empty))
    .map(({ element }) => element);
}

export function SearchPage() {
  const [params] = useSearchParams();
  const { query, page } = searchAddress(params);
  usePageTitle(query ? `${SEARCH_TITLE}: ${query}` : SEARCH_TITLE);
  const { data, error, isLoading } = useSearch(query, page);
  const results = data?.results;
  const more = results ? KINDS.some((k) => results[k].pagination.pages > page) : false;
  const none = results ? KINDS.every((k) => results[k].pagination.total === 0) : false;
  const pageLink = (n: number) => `/search?${new URLSearchParams({ q: query, page: String(n) })}`;

  return (
    <section aria-labelledby="search-title">
      <h1 id="search-title" className="page-title">
        {query ? `Results for “${query}”` : 'Search'}
      </h1>
      <p className="page-subtitle">{SEARCH_SUBTITLE}</p>
      {!query && <p className="empty-state">Type something in the search box above.</p>}
      {query && isLoading && <Spinner label="Searching" />}
      {query && error && (
        <div className="error-box" role="alert">
          Search is unavailable right now. Please try again later.
        </div>
      )}
      {query && data && !data.complete && (
        <p className="search-incomplete" role="note">
          Results may be incomplete: this provider cannot search, so only the latest items were
          looked through.
        </p>
      )}
      {query && results && none && <SearchNone query={query} terms={searchTerms(query)} />}
      {query && results && !none && <Groups results={results} query={query} />}
      {query && results && (page > 1 || more) && (
        <nav className="search-pager" aria-label="Result pages">
          {page > 1 && <Link to={pageLink(page - 1)}>Previous page</Link>}
          <span>Page {page}</span>
          {more && <Link to={pageLink(page + 1)}>Next page</Link>}
        </nav>
      )}
    </section>
  );
}
