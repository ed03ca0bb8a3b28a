import type { Video } from '@inkreel/shared';
import { Link } from 'react-router';
import { formatDate, formatViews } from '../../../lib/format';
import { videoThumbnailSrc } from '../thumbnail';
import '../../../components/media/media.css';

export function FeaturedCard({ video }: { video: Video }) {
  return (
    <Link to={`/video/${video._id}`} className="media-card">
      <div className="media-thumb">
        <img src={videoThumbnailSrc(video)} alt="" loading="lazy" />
        <span className="play-badge" aria-hidden="true">
          ▶
        </span>
      </div>
      <div className="media-body">
        <h3 className="media-title">{video.title}</h3>
        <p className="media-meta">{video.uploadedBy.name}</p>
        <p className="media-meta dot-list">
          <span>{formatViews(video.views)}</span>
          <span>{formatDate(video.createdAt)}</span>
        </p>
      </div>
    </Link>
  );
}
