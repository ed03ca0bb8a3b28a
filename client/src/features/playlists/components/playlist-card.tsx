import type { PlaylistSummary } from '@inkreel/shared';
import { Link } from 'react-router';
import { PlaylistCover } from '../../../components/playlists/playlist-cover';

const VISIBILITY = { public: 'Public', unlisted: 'Unlisted', private: 'Private' } as const;

/** One playlist in a list: cover, title, how many items, who may see it. */
export function PlaylistCard({ playlist }: { playlist: PlaylistSummary }) {
  return (
    <Link className="playlist-card" to={`/playlist/${playlist._id}`}>
      <PlaylistCover paths={playlist.coverPaths} />
      <span className="playlist-card-text">
        <span className="playlist-card-title">{playlist.title}</span>
        <span className="playlist-card-meta">
          {playlist.itemCount} {playlist.itemCount === 1 ? 'item' : 'items'} ·{' '}
          {VISIBILITY[playlist.visibility]}
        </span>
      </span>
    </Link>
  );
}

export { VISIBILITY };
