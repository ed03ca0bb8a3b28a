import type { PlaylistSummary } from '@inkreel/shared';
import { Link } from 'react-router';
import { PlaylistCover } from './playlist-cover';
import './playlist-card.css';

const VISIBILITY = { public: 'Public', unlisted: 'Unlisted', private: 'Private' } as const;

/**
 * One playlist in a list: cover, title, how many items, and who may see it (`showVisibility`
 * false where every one shown is public: a creator's page).
 */
export function PlaylistCard({
  playlist,
  showVisibility = true,
}: {
  playlist: PlaylistSummary;
  showVisibility?: boolean;
}) {
  return (
    <Link className="playlist-card" to={`/playlist/${playlist._id}`}>
      <PlaylistCover paths={playlist.coverPaths} />
      <span className="playlist-card-text">
        <span className="playlist-card-title">{playlist.title}</span>
        <span className="playlist-card-meta">
          {playlist.itemCount} {playlist.itemCount === 1 ? 'item' : 'items'}
          {showVisibility ? ` · ${VISIBILITY[playlist.visibility]}` : null}
        </span>
      </span>
    </Link>
  );
}

export { VISIBILITY };
