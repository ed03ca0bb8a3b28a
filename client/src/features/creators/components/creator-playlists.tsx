import type { PlaylistSummary } from '@inkreel/shared';
import { PlaylistCard } from '../../../components/playlists/playlist-card';

/** The creator's public playlists, the newest changed first, in the Playlists tab's panel. */
export function CreatorPlaylists({
  name,
  playlists,
}: {
  name: string;
  playlists: readonly PlaylistSummary[];
}) {
  if (playlists.length === 0) return <p className="empty-state">No playlists yet.</p>;
  return (
    <ul className="playlist-grid creator-playlists" aria-label={`Playlists by ${name}`}>
      {playlists.map((playlist) => (
        <li key={playlist._id}>
          <PlaylistCard playlist={playlist} showVisibility={false} />
        </li>
      ))}
    </ul>
  );
}
