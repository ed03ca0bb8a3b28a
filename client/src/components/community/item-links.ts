import type { FeedItem, ItemKind } from '@inkreel/shared';
import { bookReaderState } from '../../lib/reader/book-reader-state';
import { bookCoverUrl, mediaUrl, videoThumbnailUrl } from '../media/media-urls';

/** The page of an item of any kind, and the router state its link carries (a book's reader). */
export function itemLink(entry: FeedItem): { to: string; state?: unknown } {
  const id = encodeURIComponent(entry.item._id);
  switch (entry.kind) {
    case 'video':
      return { to: `/video/${id}` };
    case 'audio':
      return { to: `/audio/${id}` };
    case 'book':
      return {
        to: `/books/read/${id}`,
        state: bookReaderState({
          id: entry.item._id,
          title: entry.item.title,
          author: entry.item.author,
          format: entry.item.format,
        }),
      };
    case 'story':
    case 'poem':
      return { to: `/stories/${entry.kind}/${id}` };
  }
}

/** The path of an item's page from its kind and id alone (a notification's subject). */
export function itemPath(kind: ItemKind, id: string): string {
  const safe = encodeURIComponent(id);
  if (kind === 'video') return `/video/${safe}`;
  if (kind === 'audio') return `/audio/${safe}`;
  if (kind === 'book') return `/books/read/${safe}`;
  return `/stories/${kind}/${safe}`;
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
