import type { PlaylistList } from '@inkreel/shared';
import { useNavigate } from 'react-router';
import useSWR from 'swr';
import { NewPlaylistForm } from '../../../components/playlists/new-playlist-form';
import { loadMyPlaylists, MY_PLAYLISTS_KEY } from '../../../components/playlists/playlist-calls';
import { Spinner } from '../../../components/ui/spinner';
import { isNotOffered } from '../../../lib/api/extensions';
import { usePageTitle } from '../../../lib/page/use-page-title';
import { PlaylistCard } from '../../../components/playlists/playlist-card';
import '../playlists.css';

/** /playlists (issue 55), signed-in only: the user's playlists, Watch later first, and a new one. */
export function PlaylistsPage() {
  usePageTitle('Your playlists');
  const navigate = useNavigate();
  const { data, error, isLoading } = useSWR<PlaylistList, Error>(MY_PLAYLISTS_KEY, loadMyPlaylists);
  return (
    <div className="page playlists-page">
      <h1 className="page-title">Your playlists</h1>
      {isLoading ? <Spinner label="Loading playlists" /> : null}
      {error ? (
        <p className="empty-state">
          {isNotOffered(error)
            ? 'Playlists are not available here.'
            : 'Your playlists could not be loaded.'}
        </p>
      ) : null}
      {data ? (
        <ul className="playlist-grid" aria-label="Playlists">
          {data.playlists.map((playlist) => (
            <li key={playlist._id}>
              <PlaylistCard playlist={playlist} />
            </li>
          ))}
        </ul>
      ) : null}
      <NewPlaylistForm
        className="playlist-new card"
        submitLabel="Create playlist"
        onCreated={(list) => void navigate(`/playlist/${list._id}`)}
      />
    </div>
  );
}
