import type { Video } from '@inkreel/shared';
import { MediaCard, type ImageLoad } from '../../../components/media/media-card';
import { videoThumbnailUrl } from '../../../components/media/media-urls';
import { ItemMenuButton } from '../../../components/queue/item-menu-button';
import { videoItem } from '../../../components/queue/queue-items';
import { formatDate, formatViews } from '../../../lib/format/format';

interface VideoCardProps {
  video: Video;
  compact?: boolean;
  imageLoad?: ImageLoad;
}

export function VideoCard({ video, compact, imageLoad }: VideoCardProps) {
  return (
    <MediaCard
      to={`/video/${video._id}`}
      imageSrc={videoThumbnailUrl(video)}
      title={video.title}
      shape="wide"
      compact={compact}
      imageLoad={imageLoad}
      menu={<ItemMenuButton item={videoItem(video)} />}
      byline={compact ? undefined : video.uploadedBy.name}
      meta={
        compact
          ? [video.uploadedBy.name, `${formatViews(video.views)} · ${formatDate(video.createdAt)}`]
          : [formatViews(video.views), formatDate(video.createdAt)]
      }
    />
  );
}
