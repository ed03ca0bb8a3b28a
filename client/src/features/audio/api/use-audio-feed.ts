import type { Audio } from '@inkreel/shared';
import type { Feed } from '../../../components/media/feed';
import { useRandomFeed } from '../../../lib/feeds/use-random-feed';
import { audioBatchRead } from './audio-page-data';

/** GET /api/audios/random, batch after batch. */
export function useAudioFeed(): Feed<Audio> {
  return useRandomFeed(audioBatchRead);
}
