import type { SavedItem, SavedKind } from '../../lib/offline/saved-index';
import './saved-item-image.css';

/**
 * Each kind's picture in its own shape, as the provider serves it: 480×270 video thumbnails,
 * 300×300 artwork, 300×450 book covers. One wide frame for all cut a cover down to a strip of
 * its middle (its title gone) and the top and bottom off square artwork.
 */
const SAVED_IMAGE_SIZE: Record<SavedKind, { width: number; height: number }> = {
  video: { width: 480, height: 270 },
  audio: { width: 300, height: 300 },
  book: { width: 300, height: 450 },
  // A playlist's cover is its first item's picture, shown square as the playlist pages show it.
  playlist: { width: 300, height: 300 },
};

interface SavedItemImageProps {
  item: Pick<SavedItem, 'kind' | 'imageUrl'>;
  className: string;
  lazy?: boolean;
}

/** A saved item's thumbnail, artwork or cover, framed by its kind; an empty frame without one. */
export function SavedItemImage({ item, className, lazy }: SavedItemImageProps) {
  const classes = `saved-image saved-image-${item.kind} ${className}`;
  if (!item.imageUrl) return <span className={classes} aria-hidden="true" />;
  const { width, height } = SAVED_IMAGE_SIZE[item.kind];
  return (
    <img
      className={classes}
      src={item.imageUrl}
      alt=""
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
    />
  );
}
