import { memo, useMemo, useRef, type RefObject } from 'react';
import type { Video } from '@inkreel/shared';
import { CommentsSlot } from '../../../components/comments/comments-slot';
import type { CommentMedia } from '../../../components/comments/comment-media';
import { useCommentPins } from '../../../components/comments/comment-pins';
import { useParams, useSearchParams } from 'react-router';
import { deferredPart } from '../../../lib/page/deferred-part';
import { playerStartAt } from '../../../lib/playback/start-time';
import { useOembedLink } from '../../../lib/page/use-oembed-link';
import { useNoIndex } from '../../../lib/page/use-no-index';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { mediaUrl, videoThumbnailUrl } from '../../../components/media/media-urls';
import { MediaNotFound } from '../../../components/media/media-not-found';
import { usePlayerCaptions } from '../../../components/captions/use-player-captions';
import { useVideo } from '../api/use-video';
import { VideoDetails } from '../components/video-details';
import { VideoPageSkeleton } from '../components/video-page-skeleton';
import { VideoPlayer } from '../player/video-player';
import './video-page.css';

// The owner's controls, the actions under the video, the recommendations and the view count (it
// counts time played, from when it is in): a chunk loaded after the page's, so the player is ready first (docs/decisions/0446-item-pages-after-the-player.md).
const loadMore = () => import('./video-page-more');
const OwnerControls = deferredPart(loadMore, (more) => more.OwnerControls, "The owner's controls");
const VideoActions = deferredPart(loadMore, (more) => more.VideoActions, "The video's actions");
const PlaybackReport = deferredPart(loadMore, (more) => more.PlaybackReport, 'The view count');
const VideoQueue = deferredPart(loadMore, (more) => more.VideoQueue, "The queue's controls");
const RecommendedVideos = deferredPart(
  loadMore,
  (more) => more.RecommendedVideos,
  'The recommendations',
);

export function VideoPage() {
  const { id } = useParams();
  const { data: video, error, isLoading, invalid } = useVideo(id);
  usePageTitle(video?.title ?? 'Video');
  const [search] = useSearchParams();
  const startAt = playerStartAt(search.get('t'));
  const player = useRef<HTMLVideoElement>(null);
  const path = video ? `/video/${encodeURIComponent(video._id)}` : undefined;
  useOembedLink(path, video?.title ?? '');
  useNoIndex(video?.visibility === 'unlisted');
  // What the comments need of the player: a time link seeks it, a new comment may name its moment.
  const media = useMemo<CommentMedia>(
    () => ({
      seek: (seconds) => {
        const element = player.current;
        if (!element) return;
        element.currentTime = seconds;
        element.scrollIntoView({ block: 'nearest' });
      },
      currentTime: () => player.current?.currentTime ?? 0,
      // A time past the end stays text in a comment ("1:05" on a 1:02 video led to its end).
      duration: video?.duration,
    }),
    [video?.duration],
  );
  // Captions, chapters, transcript and seek previews (an extension; chapters in a description
  // work with any provider).
  const captions = usePlayerCaptions('video', video, player);
  // Comments about a moment, as markers on the seek bar (an extension).
  const pins = useCommentPins('video', video?._id);

  if (isLoading) return <VideoPageSkeleton />;
  if (invalid || error || !video) {
    if (error) console.error('Failed to fetch video', error);
    return (
      <MediaNotFound
        text="Video not found"
        backTo="/videos"
        backLabel="Browse videos"
        error={error}
      />
    );
  }

  return (
    <VideoPageBody
      video={video}
      path={path ?? ''}
      startAt={startAt}
      player={player}
      media={media}
      captions={captions}
      pins={pins}
    />
  );
}

interface VideoPageBodyProps {
  video: Video;
  path: string;
  startAt: number | undefined;
  player: RefObject<HTMLVideoElement | null>;
  media: CommentMedia;
  captions: ReturnType<typeof usePlayerCaptions>;
  pins: ReturnType<typeof useCommentPins>;
}

/**
 * The page once its video is in. Memoised: the page renders again each time one of its reads
 * settles after a server-rendered page hydrates (ten times on a seeded video, each the whole page
 * with its player, comments and recommendations); with the same props this part is left as it is.
 */
const VideoPageBody = memo(function VideoPageBody({
  video,
  path,
  startAt,
  player,
  media,
  captions,
  pins,
}: VideoPageBodyProps) {
  return (
    <section className="page video-page">
      <div className="video-main">
        {/* Keyed by id so moving to a recommended video starts a fresh player. */}
        <VideoPlayer
          key={video._id}
          src={mediaUrl(video.videoUrl)}
          poster={videoThumbnailUrl(video)}
          title={video.title}
          artist={video.uploadedBy.name}
          startAt={startAt}
          mediaRef={player}
          extras={captions.slots}
          itemId={video._id}
          pins={pins}
        />
        <VideoQueue key={`queue-${video._id}`} mediaRef={player} video={video} />
        {/* A view counts after real playback (docs/product.md section 10), not on opening. */}
        <PlaybackReport media={player} kind="video" id={video._id} />
        <VideoDetails video={video} />
        <OwnerControls
          kind="video"
          id={video._id}
          uploaderId={video.uploadedBy._id}
          visibility={video.visibility}
        />
        <VideoActions video={video} path={path} player={player} />
        {captions.below}
        <div className="ad-placeholder video-ad-wide" aria-label="Advertisement">
          Advertisement
        </div>
        <CommentsSlot kind="video" itemId={video._id} itemPath={path} media={media} />
      </div>
      <aside className="video-aside">
        <div className="ad-placeholder video-ad-side" aria-label="Advertisement">
          Advertisement
        </div>
        <RecommendedVideos id={video._id} />
      </aside>
    </section>
  );
});
