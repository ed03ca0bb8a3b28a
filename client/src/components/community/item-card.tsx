import type { FeedItem } from '@inkreel/shared';
import { Link } from 'react-router';
import { formatDate, formatPlays, formatViews } from '../../lib/format/format';
import { DotList } from '../media/dot-list';
import { MediaCard, type ImageLoad, type MediaShape } from '../media/media-card';
import { CreatorLink } from './creator-link';
import { itemImage, itemLink, KIND_LABELS } from './item-links';
import { LikeButton } from './like-button';
import './item-card.css';

const SHAPES = { video: 'wide', audio: 'square', book: 'cover' } as const satisfies Record<
  'video' | 'audio' | 'book',
  MediaShape
>;

/** What a card says under the title, by kind (the lists' own cards say the same). */
function metaOf(entry: FeedItem) {
  switch (entry.kind) {
    case 'video':
      return [formatViews(entry.item.views), formatDate(entry.item.createdAt)];
    case 'audio':
      return [formatPlays(entry.item.plays), formatDate(entry.item.createdAt)];
    case 'book':
      return [entry.item.author, formatDate(entry.item.createdAt)];
    default:
      return [formatDate(entry.item.createdAt)];
  }
}

/**
 * A card for an item of any kind (a creator's tabs): the lists' card shape for videos, tracks and
 * books, a text tile for stories and poems; the creator's name and a like button where offered.
 * `showCreator` is false on the creator's own page, where every card would name them;
 * `imageLoad` as a grid places it (the first screen's images load at once, the first ahead).
 */
export function ItemCard({
  entry,
  showCreator = true,
  imageLoad,
}: {
  entry: FeedItem;
  showCreator?: boolean;
  imageLoad?: ImageLoad;
}) {
  const { to, state } = itemLink(entry);
  const uploader = entry.item.uploadedBy;
  const like = <LikeButton kind={entry.kind} item={entry.item} variant="card" />;
  const meta = metaOf(entry);
  if (entry.kind === 'story' || entry.kind === 'poem') {
    return (
      <article className="item-tile">
        <span className="item-tile-kind">{KIND_LABELS[entry.kind]}</span>
        <h3 className="item-tile-title">
          <Link to={to}>{entry.item.title}</Link>
        </h3>
        <DotList
          className="item-tile-meta"
          items={[
            showCreator && {
              text: entry.item.uploadedBy.name,
              node: <CreatorLink uploader={entry.item.uploadedBy} />,
            },
            ...meta,
          ]}
        />
        <div className="item-tile-like">{like}</div>
      </article>
    );
  }
  return (
    <MediaCard
      to={to}
      state={state}
      imageSrc={itemImage(entry) ?? ''}
      title={entry.item.title}
      shape={SHAPES[entry.kind]}
      imageLoad={imageLoad}
      byline={showCreator && uploader ? uploader.name : undefined}
      bylineLink={showCreator && uploader ? <CreatorLink uploader={uploader} /> : undefined}
      action={like}
      interactive
      meta={meta}
    />
  );
}
