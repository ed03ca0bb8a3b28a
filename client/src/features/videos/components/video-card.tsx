import type { Video } from '@inkreel/shared';
import { CreatorLink } from '../../../components/community/creator-link';
import { LikeButton } from '../../../components/community/like-button';
import { MediaCard, type ImageLoad } from '../../../components/media/media-card';
import { videoThumbnailUrl } from '../../../components/media/media-urls';
import { ItemMenuButton } from '../../../components/queue/item-menu-button';
import { videoItem } from '../../../components/queue/queue-items';
import { useExtension } from '../../../lib/api/extensions';
import { formatDate, formatViews } from '../../../lib/format/format';

interface VideoCardProps {
  video: Video;
  compact?: boolean;
  imageLoad?: ImageLoad;
}

/**
 * A video's card. Where the provider offers creator pages, the uploader's name leads to their
 * page (on its own line, in a rail too), and with likes a like button sits over the picture;
 * otherwise the card is one link, as before.
 */
export function VideoCard({ video, compact, imageLoad }: VideoCardProps) {
  const creators = useExtension('creators');
  const likes = useExtension('likes');
  const stats = `${formatViews(video.views)} · ${formatDate(video.createdAt)}`;
  return (
    <MediaCard
      to={`/video/${video._id}`}
      imageSrc={videoThumbnailUrl(video)}
      title={video.title}
      shape="wide"
      compact={compact}
      imageLoad={imageLoad}
      menu={<ItemMenuButton item={videoItem(video)} />}
      byline={compact && !creators ? undefined : video.uploadedBy.name}
      bylineLink={creators ? <CreatorLink uploader={video.uploadedBy} /> : undefined}
      action={likes ? <LikeButton kind="video" item={video} variant="card" /> : undefined}
      meta={
        compact
          ? creators
            ? [stats]
            : [video.uploadedBy.name, stats]
          : [formatViews(video.views), formatDate(video.createdAt)]
      }
    />
  );
}
