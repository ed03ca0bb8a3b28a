import type { Audio } from '@inkreel/shared';
import { MediaCard } from '../../../components/media/media-card';
import { mediaUrl } from '../../../components/media/media-urls';
import { formatDate, formatPlays } from '../../../lib/format';

interface AudioCardProps {
  audio: Audio;
  compact?: boolean;
  priority?: boolean;
}

export function AudioCard({ audio, compact, priority }: AudioCardProps) {
  return (
    <MediaCard
      to={`/audio/${audio._id}`}
      imageSrc={mediaUrl(audio.artworkUrl)}
      title={audio.title}
      shape="square"
      compact={compact}
      priority={priority}
      meta={
        <>
          {compact ? <span>{audio.artist ?? audio.uploadedBy.name}</span> : null}
          <span>{formatPlays(audio.plays)}</span>
          {compact ? null : <span>{formatDate(audio.createdAt)}</span>}
        </>
      }
    />
  );
}
