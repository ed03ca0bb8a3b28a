import { Spinner } from '../../../components/ui/spinner';
import { useVideoRecommendations } from '../api/use-video-recommendations';
import { VideoCard } from './video-card';

export function RecommendedVideos({ id }: { id: string }) {
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
}
