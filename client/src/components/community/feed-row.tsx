import type { FeedItem } from '@inkreel/shared';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format/format';
import { DotList } from '../media/dot-list';
import { CreatorLink } from './creator-link';
import { itemImage, itemLink, KIND_LABELS } from './item-links';
import { LikeButton } from './like-button';
import './feed-row.css';

/**
 * One item of a feed that mixes kinds (the following feed, the Liked list): its picture in a
 * box of one size whatever its shape, the title leading to it, the kind, creator and date, and
 * the like button.
 */
export function FeedRow({ entry }: { entry: FeedItem }) {
  const { to, state } = itemLink(entry);
  const image = itemImage(entry);
  return (
    <article className="feed-row">
      <span className={`feed-row-picture feed-row-${entry.kind}`} aria-hidden="true">
        {image ? (
          <img src={image} alt="" loading="lazy" decoding="async" width={128} height={72} />
        ) : (
          <span className="feed-row-kind">{KIND_LABELS[entry.kind]}</span>
        )}
      </span>
      <div className="feed-row-body">
        <h2 className="feed-row-title">
          <Link to={to} state={state}>
            {entry.item.title}
          </Link>
        </h2>
        <DotList
          className="feed-row-meta"
          items={[
            KIND_LABELS[entry.kind],
            entry.item.uploadedBy && {
              text: entry.item.uploadedBy.name,
              node: <CreatorLink uploader={entry.item.uploadedBy} />,
            },
            formatDate(entry.item.createdAt),
          ]}
        />
      </div>
      <div className="feed-row-like">
        <LikeButton kind={entry.kind} item={entry.item} variant="card" />
      </div>
    </article>
  );
}

/** A row's placeholder while the feed's first page loads. */
export function FeedRowSkeleton() {
  return (
    <span className="feed-row feed-row-skeleton">
      <span className="feed-row-picture skeleton" />
      <span className="feed-row-body">
        <span className="skeleton skeleton-line" />
        <span className="skeleton skeleton-line short" />
      </span>
    </span>
  );
}
