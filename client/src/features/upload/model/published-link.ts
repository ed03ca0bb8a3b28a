import { itemPath } from '../../../lib/links/item-path';
import { bookReaderState } from '../../../lib/reader/book-reader-state';
import type { PublishedItem } from './progress';
import { TYPE_CONFIG } from './upload-config';

/** Where the new item can be seen, and how the link to it reads. */
export function publishedLink(item: PublishedItem): { href: string; text: string } {
  const noun = TYPE_CONFIG[item.type].label.toLowerCase();
  return { href: itemPath(item.type, item.id), text: `Open your ${noun} “${item.title}”` };
}

/**
 * Router state for the link to what an upload published: a book's reader then shows the title the
 * creator typed, not the file's own metadata (the upload's reply is not kept with its author).
 */
export function publishedLinkState(item: PublishedItem | null | undefined) {
  return item?.type === 'book' ? bookReaderState(item) : undefined;
}
