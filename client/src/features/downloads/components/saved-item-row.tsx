import { Link } from 'react-router';
import { SavedItemImage } from '../../../components/offline/saved-item-image';
import { Button } from '../../../components/ui/button';
import { formatFileSize } from '../../../lib/format/format';
import type { SavedItem, SavedPart } from '../../../lib/offline/saved-index';
import { useSavedUpdating } from '../../../lib/offline/saved-updates';

const KIND_LABEL: Record<SavedItem['kind'] | SavedPart['kind'], string> = {
  video: 'Video',
  audio: 'Track',
  book: 'Book',
  story: 'Story',
  poem: 'Poem',
  playlist: 'Playlist',
};

const itemCount = (n: number) => (n === 1 ? '1 item' : `${n} items`);

interface SavedItemRowProps {
  item: SavedItem;
  onRemove: (item: SavedItem) => void;
}

export function SavedItemRow({ item, onRemove }: SavedItemRowProps) {
  const updating = useSavedUpdating(item.kind, item.id);
  return (
    <li className="download-row">
      <SavedItemImage item={item} className="download-thumb" />
      <div className="download-text">
        <Link to={item.href} className="download-title">
          {item.title}
        </Link>
        <span className="download-meta">
          {/* A book saved before its author was known has none: no empty part between dots. */}
          {[
            KIND_LABEL[item.kind],
            item.parts ? itemCount(item.parts.length) : '',
            item.subtitle,
            formatFileSize(item.bytes),
            // A saved playlist catching up with its changes (decision 0433).
            updating ? 'Updating…' : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
        {/* A playlist saved as a whole: one entry, its items and their sizes under it. */}
        {item.parts && item.parts.length > 0 ? (
          <ol className="download-parts" aria-label={`Items of ${item.title}`}>
            {item.parts.map((part) => (
              <li key={`${part.kind}:${part.id}`}>
                <span className="download-part-title">{part.title}</span>
                <span className="download-meta">
                  {KIND_LABEL[part.kind]} · {formatFileSize(part.bytes)}
                </span>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
      <Button variant="ghost" onClick={() => onRemove(item)} aria-label={`Remove ${item.title}`}>
        Remove
      </Button>
    </li>
  );
}
