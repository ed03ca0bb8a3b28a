import { memo, useMemo, useRef, type RefObject } from 'react';
import type { Audio } from '@inkreel/shared';
import { useParams } from 'react-router';
import { deferredPart } from '../../../lib/page/deferred-part';
import { usePlayerCaptions } from '../../../components/captions/use-player-captions';
import { useOembedLink } from '../../../lib/page/use-oembed-link';
import { useNoIndex } from '../../../lib/page/use-no-index';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { CommentsSlot } from '../../../components/comments/comments-slot';
import type { CommentMedia } from '../../../components/comments/comment-media';
import { useCommentPins } from '../../../components/comments/comment-pins';
import { MediaNotFound } from '../../../components/media/media-not-found';
import { useAudio } from '../api/use-audio';
import { AudioPlayer } from '../components/audio-player';
import { AudioPageSkeleton } from '../components/audio-page-skeleton';
import './audio-page.css';

// The owner's controls, the actions under the player, About Track and the recommendations: a chunk loaded after
// the page's, so the player is ready first (docs/decisions/0446-item-pages-after-the-player.md).
const loadMore = () => import('./audio-page-more');
const OwnerControls = deferredPart(loadMore, (more) => more.OwnerControls, "The owner's controls");
const AboutTrack = deferredPart(loadMore, (more) => more.AboutTrack, 'About the track');
const TrackActions = deferredPart(loadMore, (more) => more.TrackActions, "The track's actions");
const RecommendedTracks = deferredPart(
  loadMore,
  (more) => more.RecommendedTracks,
  'The recommendations',
);

export function AudioPage() {
  const { id } = useParams();
  const { data: audio, error, isLoading, invalid } = useAudio(id);
  usePageTitle(audio?.title ?? 'Audio');
  const path = audio ? `/audio/${encodeURIComponent(audio._id)}` : undefined;
  useOembedLink(path, audio?.title ?? '');
  useNoIndex(audio?.visibility === 'unlisted');
  const player = useRef<HTMLAudioElement>(null);
  // Synced lyrics and chapters (an extension; chapters in a description work with any provider).
  const captions = usePlayerCaptions('audio', audio, player);
  // Comments about a moment, as markers on the seek bar (an extension).
  const pins = useCommentPins('audio', audio?._id);
  // What the comments need of the player: a time link seeks it, a new comment may name its moment.
  const media = useMemo<CommentMedia>(
    () => ({
      seek: (seconds) => {
        const element = player.current;
        if (element) element.currentTime = seconds;
      },
      currentTime: () => player.current?.currentTime ?? 0,
      // A time past the end stays text in a comment.
      duration: audio?.duration,
    }),
    [audio?.duration],
  );

  if (isLoading) return <AudioPageSkeleton />;
  if (invalid || error || !audio) {
    if (error) console.error('Failed to fetch audio', error);
    return (
      <MediaNotFound
        text="Audio not found"
        backTo="/audio"
        backLabel="Browse music"
        error={error}
      />
    );
  }

  return (
    <AudioPageBody
      audio={audio}
      path={path ?? ''}
      player={player}
      media={media}
      captions={captions}
      pins={pins}
    />
  );
}

interface AudioPageBodyProps {
  audio: Audio;
  path: string;
  player: RefObject<HTMLAudioElement | null>;
  media: CommentMedia;
  captions: ReturnType<typeof usePlayerCaptions>;
  pins: ReturnType<typeof useCommentPins>;
}

/**
 * The page once its track is in, memoised as the video page's is: the page renders again each
 * time one of its reads settles after hydration, and this part only when what it shows changes.
 */
const AudioPageBody = memo(function AudioPageBody({
  audio,
  path,
  player,
  media,
  captions,
  pins,
}: AudioPageBodyProps) {
  return (
    <section className="page audio-page">
      <div className="audio-main">
        <AudioPlayer
          key={audio._id}
          audio={audio}
          mediaRef={player}
          extras={captions.slots}
          pins={pins}
        />
        <OwnerControls
          kind="audio"
          id={audio._id}
          uploaderId={audio.uploadedBy._id}
          visibility={audio.visibility}
        />
        <TrackActions audio={audio} path={path} />
        {captions.below}
        <AboutTrack audio={audio} />
        <CommentsSlot kind="audio" itemId={audio._id} itemPath={path} media={media} />
      </div>
      <aside className="audio-aside">
        <RecommendedTracks id={audio._id} />
        <div className="ad-placeholder audio-ad" aria-label="Advertisement">
          Advertisement
        </div>
      </aside>
    </section>
  );
});
