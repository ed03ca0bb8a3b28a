import type { StatsCounts, Visibility } from '@inkreel/shared';
import { Link } from 'react-router';
import { bookCoverOf, mediaUrl, videoThumbnailUrl } from '../../../components/media/media-urls';
import { VisibilitySelect } from '../../../components/manage/visibility-select';
import { formatDate } from '../../../lib/format/format';
import type { ManagedItem } from '../api/manage-calls';
import { CaptionsLink } from './captions-link';
import { countsText } from './counts';
import { itemPath } from '../../../lib/links/item-path';
import '../../../components/media/media.css';
import './managed-uploads.css';

/** The picture of an upload with one (videos, tracks, books). */
export function imageOf({ kind, item }: ManagedItem): string | null {
  if (kind === 'video') return videoThumbnailUrl(item);
  if (kind === 'audio') return mediaUrl(item.artworkUrl);
  if (kind === 'book') return bookCoverOf(item);
  return null;
}

/** What the catalogue itself says of its counts, when the statistics are not (yet) there. */
function ownCounts({ kind, item }: ManagedItem): StatsCounts {
  if (kind === 'video') return { views: item.views };
  if (kind === 'audio') return { views: item.plays, likes: item.likes.length };
  return {};
}

interface Props {
  entry: ManagedItem;
  totals: StatsCounts | undefined;
  selected: boolean;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onVisibility: (visibility: Visibility) => void;
  onDelete: () => void;
}

/** One upload with its controls: select, who sees it, edit, statistics, delete. */
export function UploadRow({
  entry,
  totals,
  selected,
  busy,
  onSelect,
  onVisibility,
  onDelete,
}: Props) {
  const { kind, item } = entry;
  const image = imageOf(entry);
  const visibility = item.visibility ?? 'public';
  const processing = entry.kind === 'video' && entry.item.status === 'processing';
  const base = `/my-uploads/${kind}/${item._id}`;
  return (
    <li className={`card manage-row manage-row-${kind}`} aria-busy={busy || undefined}>
      <input
        type="checkbox"
        className="manage-row-check"
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        aria-label={`Select “${item.title}”`}
      />
      {image ? (
        <img
          className="manage-row-image"
          src={image}
          alt=""
          loading="lazy"
          width={96}
          height={54}
        />
      ) : (
        <span className="manage-row-image manage-row-image-text" aria-hidden="true">
          {kind === 'poem' ? 'Poem' : 'Story'}
        </span>
      )}
      <div className="manage-row-main">
        <Link to={itemPath(kind, item._id)} className="manage-row-title">
          {item.title}
        </Link>
        <span className="manage-row-meta dot-list">
          {processing && <span>Processing…</span>}
          {countsText(kind, totals ?? ownCounts(entry)).map((text) => (
            <span key={text}>{text}</span>
          ))}
          <span>{formatDate(item.createdAt)}</span>
        </span>
      </div>
      <div className="manage-row-actions">
        <VisibilitySelect
          className="manage-row-visibility"
          label={<span className="visually-hidden">Who can see “{item.title}”</span>}
          value={visibility}
          onChange={onVisibility}
          disabled={busy}
        />
        <Link to={`${base}/edit`} className="btn btn-ghost manage-row-button">
          Edit<span className="visually-hidden"> “{item.title}”</span>
        </Link>
        <Link to={`${base}/stats`} className="btn btn-ghost manage-row-button">
          Statistics<span className="visually-hidden"> of “{item.title}”</span>
        </Link>
        {(kind === 'video' || kind === 'audio') && (
          <CaptionsLink
            kind={kind}
            id={item._id}
            title={item.title}
            className="btn btn-ghost manage-row-button"
          />
        )}
        <button
          type="button"
          className="btn btn-ghost manage-row-button"
          onClick={onDelete}
          disabled={busy}
        >
          Delete<span className="visually-hidden"> “{item.title}”</span>
        </button>
      </div>
    </li>
  );
}
