import { memo, useMemo, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { mergeUniqueById } from '../../../lib/feeds/infinite-scroll';
import { FIRST_PAGE_QUERY, LOAD_MORE_QUERY } from '../api/audio-page-data';
import { useAudioRecommendations } from '../api/use-audio-recommendations';
import { AudioCard } from './audio-card';

/**
 * First page of recommendations; Load More appends page 2 (limit 3), then goes away. Memoised:
 * the track page renders again while its reads settle, and the list depends on the id alone.
 */
export const RecommendedTracks = memo(function RecommendedTracks({ id }: { id: string }) {
  const [wantMore, setWantMore] = useState(false);
  const first = useAudioRecommendations(id, FIRST_PAGE_QUERY);
  const more = useAudioRecommendations(id, LOAD_MORE_QUERY, wantMore);
  const tracks = useMemo(
    () => mergeUniqueById([first.data, more.data]).filter((track) => track._id !== id),
    [first.data, more.data, id],
  );
  const loadedMore = more.data !== undefined;

  return (
    <section className="audio-recommended" aria-labelledby="recommended-tracks">
      <h2 id="recommended-tracks" className="section-title section-title-small">
        Recommended Tracks
      </h2>
      {first.isLoading ? <Spinner label="Loading recommendations" /> : null}
      {first.error ? <p className="muted">Recommendations are unavailable right now.</p> : null}
      {!first.isLoading && !first.error && tracks.length === 0 ? (
        <p className="muted">No recommendations yet.</p>
      ) : null}
      <ul className="media-list" aria-label="Recommended tracks">
        {tracks.map((track) => (
          <li key={track._id}>
            <AudioCard audio={track} compact />
          </li>
        ))}
      </ul>
      {more.error ? <p className="muted">Could not load more tracks.</p> : null}
      {!loadedMore && !first.isLoading && !first.error ? (
        <button
          type="button"
          className="btn btn-ghost audio-load-more"
          disabled={more.isLoading}
          onClick={() => setWantMore(true)}
        >
          {more.isLoading ? 'Loading...' : 'Load More'}
        </button>
      ) : null}
    </section>
  );
});
