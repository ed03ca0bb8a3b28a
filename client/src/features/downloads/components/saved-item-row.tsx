import { Link } from 'react-router';
import { SavedItemImage } from '../../../components/offline/saved-item-image';
import { Button } from '../../../components/ui/button';
import { formatFileSize } from '../../../lib/format/format';
import type { SavedItem } from '../../../lib/offline/saved-index';

const KIND_LABEL: Record<SavedItem['kind'], string> = {
  video: 'Video',
  audio: 'Track',
  book: 'Book',
};

interface SavedItemRowProps {
  item: SavedItem;
  onRemove: (item: SavedItem) => void;
}

export function SavedItemRow({ item, onRemove }: SavedItemRowProps) {
  return (
    <li className="download-row">
      <SavedItemImage item={item} className="download-thumb" />
      <div className="download-text">
        <Link to={item.href} className="download-title">
          {item.title}
        </Link>
        <span className="download-meta">
          {/* A book saved before its author was known has none: no empty part between dots. */}
          {[KIND_LABEL[item.kind], item.subtitle, formatFileSize(item.bytes)]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </div>
      <Button variant="ghost" onClick={() => onRemove(item)} aria-label={`Remove ${item.title}`}>
        Remove
      </Button>
    </li>
  );
}
