import { Link } from 'react-router';
import type { SavedKind } from '../../lib/offline/saved-index';
import { useSavedItems } from '../../lib/offline/use-saved-items';
import { SavedItemImage } from './saved-item-image';
import './saved-items-shelf.css';

const HEADING: Record<SavedKind | 'all', string> = {
  all: 'Saved for offline',
  video: 'Saved videos',
  audio: 'Saved tracks',
  book: 'Saved books',
  playlist: 'Saved playlists',
};

/** The saved items of one kind (or all), as links that open with the network off. */
export function SavedItemsShelf({ kind }: { kind?: SavedKind }) {
  const items = useSavedItems(kind);
  const heading = HEADING[kind ?? 'all'];
  return (
    <section className="saved-shelf" aria-label={heading}>
      <h1 className="page-title">{heading}</h1>
      <p className="muted">
        You are offline. The feed comes back when the connection does; these open now.
      </p>
      {items.length === 0 ? (
        <p className="muted">
          Nothing saved for offline use yet. Use “Save offline” on a video, track or book while
          connected.
        </p>
      ) : (
        <ul className="saved-shelf-list" aria-label={heading}>
          {items.map((item) => (
            <li key={`${item.kind}:${item.id}`} className="saved-shelf-item">
              <Link to={item.href}>
                {item.imageUrl ? (
                  <SavedItemImage item={item} className="saved-shelf-image" lazy />
                ) : null}
                <span className="saved-shelf-title">{item.title}</span>
              </Link>
              <span className="muted">{item.subtitle}</span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/downloads">Manage downloads</Link>
      </p>
    </section>
  );
}
