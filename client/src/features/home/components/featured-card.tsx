import type { Video } from '@inkreel/shared';
import { Link } from 'react-router';
import { DotList } from '../../../components/media/dot-list';
import { formatDate, formatViews } from '../../../lib/format/format';
import { videoThumbnailSrc } from '../thumbnail';
import '../../../components/media/media.css';

/** The provider's thumbnails are 480×270, one size only: the box is reserved before they arrive. */
const THUMB = { width: 480, height: 270 };

/** `priority`: the first card, on a phone the page's largest image: fetched at once and first. */
export function FeaturedCard({ video, priority = false }: { video: Video; priority?: boolean }) {
  return (
    <Link to={`/video/${video._id}`} className="featured-card">
      <div className="featured-thumb">
        <img
          src={videoThumbnailSrc(video)}
          alt=""
          width={THUMB.width}
          height={THUMB.height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
        <span className="featured-badge" aria-hidden="true">
          ▶
        </span>
      </div>
      <div className="featured-body">
        <h3 className="featured-title">{video.title}</h3>
        <p className="media-meta">{video.uploadedBy.name}</p>
        <DotList
          className="media-meta"
          items={[formatViews(video.views), formatDate(video.createdAt)]}
        />
      </div>
    </Link>
  );
}

/** A featured card's placeholder: the same thumbnail box and text lines. */
export function FeaturedCardSkeleton() {
  return (
    <div className="featured-card featured-skeleton" data-testid="featured-skeleton">
      <div className="featured-thumb skeleton" />
      <div className="featured-body">
        <p className="featured-title">
          <span className="skeleton skeleton-line" />
        </p>
        <p className="media-meta">
          <span className="skeleton skeleton-line short" />
        </p>
        <p className="media-meta">
          <span className="skeleton skeleton-line short" />
        </p>
      </div>
    </div>
  );
}
