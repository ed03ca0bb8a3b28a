import * as z from 'zod/mini';
import { idSchema } from '../common/primitives.js';
import { commentSchema } from './comment.js';
import { commentKindSchema } from './kind-schema.js';

/** The item whose thread a socket watches: `watchComments` and `unwatchComments` carry it. */
export const commentRoomSchema = z.object({ kind: commentKindSchema, itemId: idSchema });
export type CommentRoom = z.infer<typeof commentRoomSchema>;

/** The socket.io room of one item's thread. */
export const commentRoomName = (room: CommentRoom): string =>
  `comments:${room.kind}:${room.itemId}`;

/** At most this many threads one socket watches at once; a further watch is ignored. */
export const WATCHED_THREADS_MAX = 20;

/** A comment published on a watched item (a new one, or one just approved). */
export const commentAddedEventSchema = z.object({
  kind: commentKindSchema,
  itemId: idSchema,
  comment: commentSchema,
  /** The item's published comments now. */
  count: z.int().check(z.nonnegative()),
});
export type CommentAddedEvent = z.infer<typeof commentAddedEventSchema>;
