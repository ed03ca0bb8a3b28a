import type { Video } from '@inkreel/shared';
import { CreatorLink } from '../../../components/community/creator-link';
import { LikeButton } from '../../../components/community/like-button';
import { MediaCard, type ImageLoad } from '../../../components/media/media-card';
import { videoThumbnailUrl } from '../../../components/media/media-urls';
import { useExtension } from '../../../lib/api/extensions';
import { formatDate, formatViews } from '../../../lib/format/format';

interface VideoCardProps {
  video: Video;
  compact?: boolean;
  imageLoad?: ImageLoad;
}

/**
 * A video's card. Where the provider offers creator pages and likes, the uploader's name leads to
 * their page and a like button sits over the picture; otherwise the card is one link, as before.
 */
export function VideoCard({ video, compact, imageLoad }: VideoCardProps) {
  const creators = useExtension('creators');
  const likes = useExtension('likes');
  const uploader = creators ? <CreatorLink uploader={video.uploadedBy} /> : video.uploadedBy.name;
  return (
    <MediaCard
      to={`/video/${video._id}`}
      imageSrc={videoThumbnailUrl(video)}
      title={video.title}
      shape="wide"
      compact={compact}
      imageLoad={imageLoad}
      byline={compact ? undefined : video.uploadedBy.name}
      bylineLink={creators && !compact ? uploader : undefined}
      action={likes ? <LikeButton kind="video" item={video} variant="card" /> : undefined}
      interactive={creators}
      meta={
        compact ? (
          <>
            <span>{uploader}</span>
            <span>
              {formatViews(video.views)} · {formatDate(video.createdAt)}
            </span>
          </>
        ) : (
          <>
            <span>{formatViews(video.views)}</span>
            <span>{formatDate(video.createdAt)}</span>
          </>
        )
      }
    />
  );
}
