import type { Audio } from '@inkreel/shared';
import { useEffect, type RefObject } from 'react';
import { audioItem } from '../../../components/queue/queue-items';
import { usePlaybackReport } from '../../../lib/community/use-playback-report';
import { usePagePlayer } from '../../../lib/queue/use-held-media';
import type { TrackQueueState } from './track-queue-state';

/**
 * The track and the play queue (issue 55), with the play count: a chunk loaded after the player
 * (docs/decisions/0451-track-queue-after-the-player.md). A track played here becomes the queue's
 * current entry; when it already is, this player takes it from the mini player where it is, and
 * leaving the page hands it back. It draws nothing: the player's Previous and Next follow `onState`.
 */
export function TrackQueue({
  media,
  audio,
  onState,
}: {
  media: RefObject<HTMLAudioElement | null>;
  audio: Audio;
  onState: (state: TrackQueueState) => void;
}): null {
  const queue = usePagePlayer(media, audioItem(audio), { joinOnPlay: true });
  // A play counts after real playback, here or in the mini player (docs/product.md section 10).
  usePlaybackReport(media, 'audio', audio._id);
  const { isCurrent, canPrevious, canNext, previous, next } = queue;
  useEffect(() => {
    onState({ isCurrent, canPrevious, canNext, previous, next });
  }, [onState, isCurrent, canPrevious, canNext, previous, next]);
  return null;
}
