import type { Video } from '@inkreel/shared';
import type { RefObject } from 'react';
import { NextIcon, PreviousIcon } from '../../../components/media/icons';
import { videoItem } from '../../../components/queue/queue-items';
import { UpNextButton } from '../../../components/queue/up-next-button';
import { usePagePlayer } from '../../../lib/queue/use-held-media';

/**
 * The video and the play queue (issue 55): when the video is the queue's current entry its player
 * holds it (Previous, Next and Up next under it, and leaving the page hands it to the mini player);
 * otherwise its autoplay only makes the queue step aside, paused, until the page is left.
 */
export function VideoQueue({
  mediaRef,
  video,
}: {
  mediaRef: RefObject<HTMLVideoElement | null>;
  video: Video;
}) {
  const queue = usePagePlayer(mediaRef, videoItem(video), { joinOnPlay: false });
  if (!queue.isCurrent) return null;
  return (
    <div className="video-queue" role="group" aria-label="Queue">
      <button
        type="button"
        className="icon-button player-button"
        aria-label="Previous"
        onClick={queue.previous}
      >
        <PreviousIcon />
      </button>
      <button
        type="button"
        className="icon-button player-button"
        aria-label="Next"
        aria-disabled={!queue.canNext}
        onClick={queue.canNext ? queue.next : undefined}
      >
        <NextIcon />
      </button>
      <UpNextButton />
    </div>
  );
}
