import { Spinner } from '../../../components/ui/spinner';

/** The video page's frame while the video loads: player box, title and details lines. */
export function VideoPageSkeleton() {
  return (
    <section className="page video-page">
      <div className="video-main">
        <div className="video-player video-player-skeleton">
          <Spinner label="Loading video" />
        </div>
        <div className="video-details" aria-hidden="true">
          <span className="video-title">
            <span className="skeleton skeleton-line" />
          </span>
          <span className="video-stats">
            <span className="skeleton skeleton-line short" />
          </span>
        </div>
      </div>
      <aside className="video-aside" aria-hidden="true">
        <div className="ad-placeholder video-ad-side" />
      </aside>
    </section>
  );
}
