import type { CommentKind } from '@inkreel/shared';
import type { CommentMedia, CommentReading } from './comment-media';

/**
 * What an item's page hands its comments: the slot (always loaded) and the area (its own chunk)
 * both take it, so neither has to import the other for it.
 */
export interface CommentsSlotProps {
  kind: CommentKind;
  itemId: string;
  /** The item's page (time links work without the script: `?t=`). */
  itemPath: string;
  media?: CommentMedia | undefined;
  /** A reflowable book's reader: a comment may record the place it is at. */
  reading?: CommentReading | undefined;
}
