import type { Video } from '@inkreel/shared';
import { CreatorLink } from '../../../components/community/creator-link';
import { formatDate, formatViews } from '../../../lib/format/format';

/** Title, counts, uploader, tags and description under the player. */
export function VideoDetails({ video }: { video: Video }) {
  const initial = video.uploadedBy.name.trim().charAt(0).toUpperCase() || '?';
  return (
    <div className="video-details">
      <h1 className="video-title">{video.title}</h1>
      <p className="video-stats">
        <span>{formatViews(video.views)}</span>
        <span>{formatDate(video.createdAt)}</span>
      </p>
      <div className="video-uploader">
        <span className="video-avatar" aria-hidden="true">
          {initial}
        </span>
        <span>
          <span className="visually-hidden">Uploaded by </span>
          <strong>
            <CreatorLink uploader={video.uploadedBy} />
          </strong>
        </span>
      </div>
      {video.tags.length > 0 ? (
        <ul className="video-tags" aria-label="Tags">
          {video.tags.map((tag) => (
            <li key={tag} className="video-tag">
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
      {video.description ? (
        <div className="video-description">
          <h2 className="visually-hidden">Description</h2>
          <p>{video.description}</p>
        </div>
      ) : null}
    </div>
  );
}
