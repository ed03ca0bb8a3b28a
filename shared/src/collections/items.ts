import * as z from 'zod/mini';
import { idSchema } from '../common/primitives.js';
// Every kind of item a queue or a playlist may hold (issue 55): the five a creator uploads.
import type { ItemKind } from '../community/item-kinds.js';
import { itemKindSchema } from '../community/kinds.js';
import { itemRefSchema, type ItemRef } from '../manage/edits.js';

/** The kinds that play (a queue plays them; the others open in their reader). */
export const isPlayable = (kind: ItemKind): boolean => kind === 'video' || kind === 'audio';

/** Which item: its kind and its catalogue id (the manage feature's reference, the same shape). */
export { itemRefSchema, type ItemRef };

/**
 * An item as a list shows it, resolved by the provider when the list is read. An item the
 * catalogue no longer has keeps its place with `available: false` and no other detail than its
 * reference ("No longer available"); a queue skips it.
 */
export const itemSummarySchema = z.object({
  kind: itemKindSchema,
  id: idSchema,
  available: z.boolean(),
  title: z.optional(z.string()),
  /** The uploader, a track's artist or a book's author. */
  creator: z.optional(z.string()),
  /** A picture path under /api (artwork, thumbnail, cover), like the catalogue's media paths. */
  imagePath: z.optional(z.string()),
  /** The media file's path under /api, for what plays. */
  mediaPath: z.optional(z.string()),
  /** Seconds, for what plays, once known. */
  duration: z.optional(z.number().check(z.nonnegative())),
  /** An estimate in whole minutes, for what is read. */
  readingMinutes: z.optional(z.int().check(z.nonnegative())),
});
export type ItemSummary = z.infer<typeof itemSummarySchema>;

/** An item's place in a list: an id of its own, so the same item may be there twice. */
export const entryIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{6,40}$/, 'Must be 6 to 40 letters, digits, _ or -'));

export const itemEntrySchema = z.extend(itemSummarySchema, { entryId: entryIdSchema });
export type ItemEntry = z.infer<typeof itemEntrySchema>;
