import type { Audio } from '@inkreel/shared';
import { SaveOfflineButton } from '../../../components/offline/save-offline-button';
import { SaveToPlaylistButton } from '../../../components/playlists/save-to-playlist-button';
import { QueueActions } from '../../../components/queue/queue-actions';
import { audioItem } from '../../../components/queue/queue-items';
import { PageActions } from '../../../components/ui/page-actions';
import { ShareButton } from '../../../components/share/share-button';
import { audioSaveRequest } from '../offline';

// What the track page draws after its player, a chunk loaded after the page's own
// (docs/decisions/0446-item-pages-after-the-player.md): the server renders it into the page,
// and the browser hydrates it once the chunk is in (audio-page.tsx).
export { OwnerControls } from '../../../components/manage/owner-controls';
export { AboutTrack } from '../components/about-track';
export { RecommendedTracks } from '../components/recommended-tracks';

/** Share, save offline, queue and save to a playlist, under the player. */
export function TrackActions({ audio, path }: { audio: Audio; path: string }) {
  return (
    <PageActions>
      <ShareButton
        path={path}
        title={audio.title}
        embedPath={`/embed/audio/${encodeURIComponent(audio._id)}`}
      />
      <SaveOfflineButton kind="audio" id={audio._id} request={() => audioSaveRequest(audio)} />
      <QueueActions item={audioItem(audio)} />
      <SaveToPlaylistButton item={{ kind: 'audio', id: audio._id }} title={audio.title} />
    </PageActions>
  );
}
