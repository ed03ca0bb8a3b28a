import type { Video } from '@inkreel/shared';
import { Link } from 'react-router';
import { CreatorLink } from '../../../components/community/creator-link';
import { DotList } from '../../../components/media/dot-list';
import { ItemMenuButton } from '../../../components/queue/item-menu-button';
import { videoItem } from '../../../components/queue/queue-items';
import { formatDate, formatViews } from '../../../lib/format/format';
import { videoThumbnailSrc } from '../thumbnail';
import { Highlight } from './highlight';
import '../../../components/media/media.css';

/**
 * A video found by a search: the featured card's look, with the matched words marked. Its title's
 * link covers the card, so the uploader's own link (to their page) can sit inside it. The first
 * result's picture, the page's largest, loads at once and ahead of the rest (`first`).
 */
export function SearchVideoCard({
  video,
  terms,
  excerpt,
  first = false,
}: {
  video: Video;
  terms: string[];
  excerpt: string | undefined;
  first?: boolean;
}) {
  return (
    <div className="media-card-holder">
      <div className="featured-card featured-card-linked">
        <div className="featured-thumb">
          <img
            src={videoThumbnailSrc(video)}
            alt=""
            width={480}
            height={270}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
            decoding="async"
          />
          <span className="featured-badge" aria-hidden="true">
            ▶
          </span>
        </div>
        <div className="featured-body">
          <h3 className="featured-title">
            <Link to={`/video/${video._id}`} className="featured-link">
              <Highlight text={video.title} terms={terms} />
            </Link>
          </h3>
          <p className="media-meta">
            <CreatorLink uploader={video.uploadedBy}>
              <Highlight text={video.uploadedBy.name} terms={terms} />
            </CreatorLink>
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
      </div>
      <ItemMenuButton item={videoItem(video)} />
    </div>
  );
}
