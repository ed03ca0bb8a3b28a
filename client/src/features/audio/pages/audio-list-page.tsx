import { usePageTitle } from '../../../lib/page/use-page-title';
import { FeedGrid } from '../../../components/media/feed-grid';
import { useAudioFeed } from '../api/use-audio-feed';
import { AudioCard } from '../components/audio-card';

export function AudioListPage() {
  usePageTitle('Discover Music');
  const feed = useAudioFeed();
  return (
    <section className="page discover">
      <header className="discover-header">
        <div>
          <h1 className="page-title">Discover Music</h1>
          <p className="page-subtitle">Tracks from independent artists, freshly shuffled.</p>
        </div>
      </header>
      <FeedGrid
        feed={feed}
        columns={6}
        label="Audio tracks"
        emptyText="No audio tracks found"
        loadingLabel="Loading audio tracks"
        shape="square"
        renderItem={(audio, imageLoad) => <AudioCard audio={audio} imageLoad={imageLoad} />}
      />
    </section>
  );
}
