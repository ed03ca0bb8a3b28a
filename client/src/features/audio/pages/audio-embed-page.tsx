import { useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { PRODUCT_NAME } from '../../../lib/api/config';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { useAudio } from '../api/use-audio';
import { AudioPlayer } from '../components/audio-player';
import './audio-page.css';
import './audio-embed-page.css';

/**
 * docs/product.md "Embeds": /embed/audio/{id}, the track's player alone for other sites to frame
 * (the web server lets any site frame this path only), with a link to the track's page here.
 */
export function AudioEmbedPage() {
  const { id } = useParams();
  const { data: audio, error, isLoading, invalid } = useAudio(id);
  usePageTitle(audio?.title ?? 'Audio');

  if (isLoading) {
    return (
      <main className="embed embed-audio">
        <Spinner label="Loading track" />
      </main>
    );
  }
  if (invalid || error || !audio) {
    if (error) console.error('Failed to fetch audio', error);
    return (
      <main className="embed embed-audio embed-audio-missing">
        <h1 className="embed-audio-missing-title">Track not found</h1>
        <a href="/audio" target="_blank" rel="noopener">
          Browse music on {PRODUCT_NAME}
        </a>
      </main>
    );
  }

  return (
    <main className="embed embed-audio">
      <AudioPlayer key={audio._id} audio={audio} />
      <a
        className="embed-audio-link"
        href={`/audio/${encodeURIComponent(audio._id)}`}
        target="_blank"
        rel="noopener"
      >
        Listen on {PRODUCT_NAME}
      </a>
    </main>
  );
}
