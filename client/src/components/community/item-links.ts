import type { FeedItem, ItemKind } from '@inkreel/shared';
import { itemPath } from '../../lib/links/item-path';
import { bookReaderState } from '../../lib/reader/book-reader-state';
import { bookCoverUrl, mediaUrl, videoThumbnailUrl } from '../media/media-urls';

/** The page of an item of any kind, and the router state its link carries (a book's reader). */
export function itemLink(entry: FeedItem): { to: string; state?: unknown } {
  const to = itemPath(entry.kind, entry.item._id);
  if (entry.kind !== 'book') return { to };
  return {
    to,
    state: bookReaderState({
      id: entry.item._id,
      title: entry.item.title,
      author: entry.item.author,
      format: entry.item.format,
    }),
  };
}

/** An item's picture, where its kind has one. */
export function itemImage(entry: FeedItem): string | undefined {
  if (entry.kind === 'video') return videoThumbnailUrl(entry.item);
  if (entry.kind === 'audio') return mediaUrl(entry.item.artworkUrl);
  if (entry.kind === 'book') return bookCoverUrl(entry.item._id);
  return undefined;
}

/** One word for a kind, as a label. */
export const KIND_LABELS: Record<ItemKind, string> = {
  video: 'Video',
  audio: 'Music',
  book: 'Book',
  story: 'Story',
  poem: 'Poem',
};
