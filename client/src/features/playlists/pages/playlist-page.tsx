import type { Playlist } from '@inkreel/shared';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import useSWR from 'swr';
import { CreatorLink } from '../../../components/community/creator-link';
import { MediaNotFound } from '../../../components/media/media-not-found';
import { formatLength } from '../../../components/playlists/playlist-calls';
import { PlaylistCover } from '../../../components/playlists/playlist-cover';
import { summaryItem } from '../../../components/queue/queue-items';
import { SaveOfflineButton } from '../../../components/offline/save-offline-button';
import { ShareButton } from '../../../components/share/share-button';
import { Spinner } from '../../../components/ui/spinner';
import { useSavedItem } from '../../../lib/offline/use-saved-items';
import { useOnlineStatus } from '../../../lib/page/use-online-status';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { playAll } from '../../../lib/queue/queue-store';
import { useAuth } from '../../../lib/session/auth-context';
import { playlistRead } from '../api/playlist-page-data';
import { VISIBILITY } from '../../../components/playlists/playlist-card';
import { PlaylistEditor } from '../components/playlist-editor';
import { PlaylistItems } from '../components/playlist-items';
import '../playlists.css';

// Saving a playlist for offline use, and following a saved one: loaded when a save is asked for
// or one is found (the page's HTML stays under its script budget, decision 0453).
const playlistOffline = () => import('../../../components/playlists/playlist-offline');

/** What the list adds up to: "4 items · 12 min · 9 min of reading". */
function totals(playlist: Playlist): string {
  const parts = [`${playlist.itemCount} ${playlist.itemCount === 1 ? 'item' : 'items'}`];
  if (playlist.duration > 0) parts.push(formatLength(playlist.duration));
  if (playlist.readingMinutes > 0) parts.push(`${playlist.readingMinutes} min of reading`);
  return parts.join(' · ');
}

/**
 * /playlist/{id} (issue 55): the list with its cover, totals, Play all and Shuffle (the queue
 * plays the media and opens each book, story or poem in its reader when it is reached), and for
 * its owner the changes. Private: its owner's alone (others get the not-found page).
 */
export function PlaylistPage() {
  const { id = '' } = useParams();
  const read = playlistRead(id);
  const { data: playlist, error, isLoading } = useSWR<Playlist, Error>(read.key, read.fetch);
  const { user } = useAuth();
  const [editing, setEditing] = useState(false);
  usePageTitle(playlist?.title ?? 'Playlist');
  const saved = useSavedItem('playlist', id);
  const online = useOnlineStatus();

  // A saved copy follows what the page shows (read now, or just changed by its owner here).
  useEffect(() => {
    if (!playlist || !saved || !online) return;
    const follow = async () => (await playlistOffline()).followSavedPlaylist(playlist);
    follow().catch((error: unknown) =>
      console.warn('Updating the saved playlist failed; it stays as it was', error),
    );
  }, [playlist, saved, online]);

  if (isLoading) return <Spinner label="Loading playlist" />;
  if (error || !playlist) {
    return <MediaNotFound text="Playlist not found" backTo="/" backLabel="Go home" error={error} />;
  }
  // Liked changes by liking and unliking, so it has no owner's controls of its own.
  const owner = user?._id === playlist.owner._id && playlist.builtIn !== 'liked';
  const playable = playlist.items.filter((item) => item.available).map(summaryItem);
  return (
    <section className="page playlist-page">
      <header className="playlist-head">
        <PlaylistCover paths={playlist.coverPaths} size="large" />
        <div className="playlist-head-text">
          <p className="playlist-kicker">Playlist · {VISIBILITY[playlist.visibility]}</p>
          <h1 className="page-title">{playlist.title}</h1>
          {playlist.description ? (
            <p className="playlist-description">{playlist.description}</p>
          ) : null}
          <p className="playlist-meta">
            {/* The owner's creator page, where the provider offers them (issue 53). */}
            {playlist.owner.name ? (
              <>
                <CreatorLink uploader={playlist.owner} />
                {' · '}
              </>
            ) : null}
            {totals(playlist)}
          </p>
          <div className="button-row">
            <button
              type="button"
              className="btn btn-primary"
              disabled={playable.length === 0}
              onClick={() => playAll(playable)}
            >
              Play all
            </button>
            <button
              type="button"
              className="btn"
              disabled={playable.length === 0}
              onClick={() => playAll(playable, true)}
            >
              Shuffle
            </button>
            {playlist.visibility === 'private' ? null : (
              <ShareButton
                path={`/playlist/${encodeURIComponent(playlist._id)}`}
                title={playlist.title}
              />
            )}
            {playable.length > 0 ? (
              <SaveOfflineButton
                kind="playlist"
                id={playlist._id}
                request={async () => (await playlistOffline()).playlistSaveRequest(playlist)}
              />
            ) : null}
            {owner && !editing ? (
              <button type="button" className="btn" onClick={() => setEditing(true)}>
                Edit
              </button>
            ) : null}
          </div>
        </div>
      </header>
      {owner && editing ? (
        <PlaylistEditor playlist={playlist} onDone={() => setEditing(false)} />
      ) : null}
      <PlaylistItems playlist={playlist} owner={owner} />
    </section>
  );
}
