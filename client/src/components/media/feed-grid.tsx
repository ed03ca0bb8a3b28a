import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import { useInView } from '../../lib/feeds/use-in-view';
import { Spinner } from '../ui/spinner';
import type { Feed } from './feed';
import { MediaCardSkeleton, type ImageLoad, type MediaShape } from './media-card';
import './media.css';

interface FeedGridProps<T extends { _id: string }> {
  feed: Feed<T>;
  columns: 4 | 6;
  label: string;
  emptyText: string;
  loadingLabel: string;
  /** The cards' shape, for the placeholders shown while the first items load. */
  shape: MediaShape;
  /** `imageLoad`: how the item's image loads, by where it sits on a phone's first screen. */
  renderItem: (item: T, imageLoad: ImageLoad) => ReactNode;
  /** A list laid out otherwise (rows of mixed kinds): its class, and its own placeholder. */
  listClassName?: string;
  placeholder?: ReactNode;
}

/**
 * Items whose images load at once: what a phone's first screen shows. Wide cards (four columns
 * on a desktop) stack in one column there, two to a screen; square and portrait cards (six
 * columns) sit two to a row, two rows to a screen. The first of them, the page's likely largest
 * image, goes ahead of the others.
 */
const EAGER_ITEMS = { 4: 2, 6: 4 } as const;

function imageLoadAt(index: number, columns: 4 | 6): ImageLoad {
  if (index === 0) return 'first';
  return index < EAGER_ITEMS[columns] ? 'eager' : 'lazy';
}

/** Placeholders for the first load: two rows, enough to fill a phone's screen and push the footer. */
const SKELETON_ROWS = 2;

/** A responsive grid with an IntersectionObserver sentinel that pulls more items into view. */
export function FeedGrid<T extends { _id: string }>({
  feed,
  columns,
  label,
  emptyText,
  loadingLabel,
  shape,
  renderItem,
  listClassName = `media-grid media-grid-${columns}`,
  placeholder = <MediaCardSkeleton shape={shape} />,
}: FeedGridProps<T>) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { visible, entries } = useInView(sentinel);
  const { items, isLoading, hasMore, autoFill, loadMore } = feed;

  // Each time the sentinel comes into view, ask for more (even a random feed that stalled).
  const latest = useRef({ isLoading, hasMore, loadMore });
  useEffect(() => {
    latest.current = { isLoading, hasMore, loadMore };
  });
  useEffect(() => {
    const current = latest.current;
    if (entries > 0 && !current.isLoading && current.hasMore) current.loadMore();
  }, [entries]);

  // While it stays in view after a load (short first page on a tall screen), keep filling.
  useEffect(() => {
    if (visible && !isLoading && hasMore && autoFill) loadMore();
  }, [visible, isLoading, hasMore, autoFill, loadMore]);

  return (
    <>
      {items.length > 0 ? (
        <ul className={listClassName} aria-label={label}>
          {items.map((item, index) => (
            <li key={item._id}>{renderItem(item, imageLoadAt(index, columns))}</li>
          ))}
        </ul>
      ) : null}
      {items.length === 0 && isLoading ? (
        <div className={listClassName} aria-hidden="true" data-testid="feed-placeholders">
          {Array.from({ length: Math.max(columns * SKELETON_ROWS, 4) }, (_, index) => (
            <Fragment key={index}>{placeholder}</Fragment>
          ))}
        </div>
      ) : null}
      {isLoading ? <Spinner label={loadingLabel} /> : null}
      {!isLoading && items.length === 0 ? <p className="empty-state">{emptyText}</p> : null}
      <div ref={sentinel} className="feed-sentinel" aria-hidden="true" />
    </>
  );
}
