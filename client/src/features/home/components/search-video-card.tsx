import type { Video } from '@inkreel/shared';
import { Link } from 'react-router';
import { DotList } from '../../../components/media/dot-list';
import { ItemMenuButton } from '../../../components/queue/item-menu-button';
import { videoItem } from '../../../components/queue/queue-items';
import { formatDate, formatViews } from '../../../lib/format/format';
import { videoThumbnailSrc } from '../thumbnail';
import { Highlight } from './highlight';
import '../../../components/media/media.css';

/** A video found by a search: the featured card's look, with the matched words marked. */
export function SearchVideoCard({
  video,
  terms,
  excerpt,
}: {
  video: Video;
  terms: string[];
  excerpt: string | undefined;
}) {
  return (
    <div className="media-card-holder">
      <Link to={`/video/${video._id}`} className="featured-card">
        <div className="featured-thumb">
          <img
            src={videoThumbnailSrc(video)}
            alt=""
            width={480}
            height={270}
            loading="lazy"
            decoding="async"
          />
          <span className="featured-badge" aria-hidden="true">
            ▶
          </span>
        </div>
        <div className="featured-body">
          <h3 className="featured-title">
            <Highlight text={video.title} terms={terms} />
          </h3>
          <p className="media-meta">
            <Highlight text={video.uploadedBy.name} terms={terms} />
          </p>
          <DotList
            className="media-meta"
            items={[formatViews(video.views), formatDate(video.createdAt)]}
          />
          {excerpt ? (
            <p className="search-excerpt">
              <Highlight text={excerpt} terms={terms} />
            </p>
          ) : null}
        </div>
      </Link>
      <ItemMenuButton item={videoItem(video)} />
    </div>
  );
}
