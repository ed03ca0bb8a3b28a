import type { Video } from '@inkreel/shared';
import type { RefObject } from 'react';
import { LikeButton } from '../../../components/community/like-button';
import { SaveOfflineButton } from '../../../components/offline/save-offline-button';
import { SaveToPlaylistButton } from '../../../components/playlists/save-to-playlist-button';
import { QueueActions } from '../../../components/queue/queue-actions';
import { videoItem } from '../../../components/queue/queue-items';
import { PageActions } from '../../../components/ui/page-actions';
import { ShareButton } from '../../../components/share/share-button';
import { videoSaveRequest } from '../offline';

// What the video page draws after its player and details, a chunk loaded after the page's own
// (docs/decisions/0446-item-pages-after-the-player.md): the server renders it into the page,
// and the browser hydrates it once the chunk is in (video-page.tsx).
export { OwnerControls } from '../../../components/manage/owner-controls';
export { PlaybackReport } from '../../../lib/community/use-playback-report';
export { RecommendedVideos } from '../components/recommended-videos';
export { VideoQueue } from '../player/video-queue';

/** Like, share, save offline, queue and save to a playlist, under the video. */
export function VideoActions({
  video,
  path,
  player,
}: {
  video: Video;
  path: string;
  player: RefObject<HTMLVideoElement | null>;
}) {
  return (
    <PageActions>
      <LikeButton kind="video" item={video} />
      <ShareButton
        path={path}
        title={video.title}
        currentTime={() => player.current?.currentTime ?? 0}
        embedPath={`/embed/video/${encodeURIComponent(video._id)}`}
      />
      <SaveOfflineButton kind="video" id={video._id} request={() => videoSaveRequest(video)} />
      <QueueActions item={videoItem(video)} />
      <SaveToPlaylistButton item={{ kind: 'video', id: video._id }} title={video.title} />
    </PageActions>
  );
}
