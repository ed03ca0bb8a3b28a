import type { Audio } from '@inkreel/shared';
import { LikeButton } from '../../../components/community/like-button';
import { MediaCard, type ImageLoad } from '../../../components/media/media-card';
import { useExtension } from '../../../lib/api/extensions';
import { mediaUrl } from '../../../components/media/media-urls';
import { ItemMenuButton } from '../../../components/queue/item-menu-button';
import { audioItem } from '../../../components/queue/queue-items';
import { formatDate, formatPlays } from '../../../lib/format/format';
import { trackArtist } from '../track-artist';

interface AudioCardProps {
  audio: Audio;
  compact?: boolean;
  imageLoad?: ImageLoad;
}

/**
 * A track's card. In a grid it keeps the two meta lines its placeholder holds: the artist, then
 * plays and date on one line (cut with an ellipsis in a narrow column).
 */
export function AudioCard({ audio, compact, imageLoad }: AudioCardProps) {
  const likes = useExtension('likes');
  return (
    <MediaCard
      to={`/audio/${audio._id}`}
      imageSrc={mediaUrl(audio.artworkUrl)}
      title={audio.title}
      shape="square"
      compact={compact}
      imageLoad={imageLoad}
      menu={<ItemMenuButton item={audioItem(audio)} />}
      action={likes ? <LikeButton kind="audio" item={audio} variant="card" /> : undefined}
      meta={[
        trackArtist(audio),
        compact
          ? formatPlays(audio.plays)
          : `${formatPlays(audio.plays)} · ${formatDate(audio.createdAt)}`,
      ]}
    />
  );
}
