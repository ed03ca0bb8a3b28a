import '../home.css';
import '../../../components/media/media.css';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { matches, useSearchCatalogue } from '../api/use-search-catalogue';
import { FeaturedCard } from '../components/featured-card';

export function SearchPage() {
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  usePageTitle(query ? `Search: ${query}` : 'Search');
  const { data, error, isLoading } = useSearchCatalogue();

  const videos = data?.videos.filter((v) => matches(query, [v.title, v.description, v.tags])) ?? [];
  const writings = [
    ...(data?.stories ?? []).map((w) => ({ ...w, kind: 'story' as const })),
    ...(data?.poems ?? []).map((w) => ({ ...w, kind: 'poem' as const })),
  ].filter((w) => matches(query, [w.title, w.content, w.tags]));
  const total = videos.length + writings.length;

  return (
    <section aria-labelledby="search-title">
      <h1 id="search-title" className="page-title">
        {query ? `Results for “${query}”` : 'Search'}
      </h1>
      <p className="page-subtitle">
        Searches the titles, descriptions and tags of videos, stories and poems. Music and books are
        not searchable yet.
      </p>
      {!query && <p className="empty-state">Type something in the search box above.</p>}
      {query && isLoading && <Spinner label="Searching" />}
      {query && error && (
        <div className="error-box" role="alert">
          Search is unavailable right now. Please try again later.
        </div>
      )}
      {query && data && total === 0 && <p className="empty-state">Nothing matches “{query}”.</p>}
      {videos.length > 0 && (
        <div className="home-section">
          <h2>Videos ({videos.length})</h2>
          <div className="media-grid">
            {videos.map((video) => (
              <FeaturedCard key={video._id} video={video} />
            ))}
          </div>
        </div>
      )}
      {writings.length > 0 && (
        <div className="home-section">
          <h2>Stories &amp; Poems ({writings.length})</h2>
          <ul className="search-list">
            {writings.map((w) => (
              <li key={`${w.kind}-${w._id}`} className="card">
                <Link to={`/stories/${w.kind}/${w._id}`}>{w.title}</Link>
                <span className="media-meta dot-list">
                  <span>{w.kind === 'poem' ? 'Poem' : 'Story'}</span>
                  <span>{w.uploadedBy.name}</span>
                  <span>{formatDate(w.createdAt)}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
