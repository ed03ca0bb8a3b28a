import { useSearchParams, useParams } from 'react-router';
import { mediaUrl, videoThumbnailUrl } from '../../../components/media/media-urls';
import { Spinner } from '../../../components/ui/spinner';
import { PRODUCT_NAME } from '../../../lib/api/config';
import { playerStartAt } from '../../../lib/playback/start-time';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { useVideo } from '../api/use-video';
import { VideoPlayer } from '../player/video-player';
import './video-embed-page.css';

/**
 * docs/product.md "Embeds": /embed/video/{id}, the player alone for other sites to frame (the
 * web server lets any site frame this path only). It plays by itself, muted when the browser
 * allows autoplay only so, honours `?t=`, and links to the video's page here in a new tab.
 */
export function VideoEmbedPage() {
  const { id } = useParams();
  const { data: video, error, isLoading, invalid } = useVideo(id);
  const [search] = useSearchParams();
  usePageTitle(video?.title ?? 'Video');

  if (isLoading) {
    return (
      <main className="embed embed-video">
        <Spinner label="Loading video" />
      </main>
    );
  }
  if (invalid || error || !video) {
    if (error) console.error('Failed to fetch video', error);
    return (
      <main className="embed embed-video embed-missing">
        <h1 className="embed-missing-title">Video not found</h1>
        <a href="/videos" target="_blank" rel="noopener">
          Browse videos on {PRODUCT_NAME}
        </a>
      </main>
    );
  }

  return (
    <main className="embed embed-video">
      <h1 className="visually-hidden">{video.title}</h1>
      <VideoPlayer
        key={video._id}
        src={mediaUrl(video.videoUrl)}
        poster={videoThumbnailUrl(video)}
        title={video.title}
        artist={video.uploadedBy.name}
        startAt={playerStartAt(search.get('t'))}
      />
      <a
        className="embed-video-title"
        href={`/video/${encodeURIComponent(video._id)}`}
        target="_blank"
        rel="noopener"
      >
        {video.title}
        <span className="embed-brand"> · {PRODUCT_NAME}</span>
      </a>
    </main>
  );
}
