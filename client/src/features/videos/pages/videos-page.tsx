import { usePageTitle } from '../../../lib/page/use-page-title';
import { FeedGrid } from '../../../components/media/feed-grid';
import { useVideoFeed } from '../api/use-video-feed';
import { VideoCard } from '../components/video-card';

export function VideosPage() {
  usePageTitle('Discover Videos');
  const feed = useVideoFeed();
  return (
    <section className="page discover">
      <header className="discover-header">
        <div>
          <h1 className="page-title">Discover Videos</h1>
          <p className="page-subtitle">Watch the latest uploads from creators.</p>
        </div>
      </header>
      <FeedGrid
        feed={feed}
        columns={4}
        label="Videos"
        emptyText="No videos found"
        loadingLabel="Loading videos"
        shape="wide"
        renderItem={(video, imageLoad) => <VideoCard video={video} imageLoad={imageLoad} />}
      />
    </section>
  );
}
