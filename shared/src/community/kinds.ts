import * as z from 'zod/mini';
import { audioSchema, bookSchema, videoSchema, writingSchema } from '../content/entities.js';
import { ITEM_KINDS } from './item-kinds.js';

export const itemKindSchema = z.enum(ITEM_KINDS);

/**
 * One item of any kind, told apart by `kind`: the entries of the following feed, a creator's
 * uploads and the Liked list. `item` is the shape the kind's own calls give.
 */
export const feedItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('video'), item: videoSchema }),
  z.object({ kind: z.literal('audio'), item: audioSchema }),
  z.object({ kind: z.literal('book'), item: bookSchema }),
  z.object({ kind: z.literal('story'), item: writingSchema }),
  z.object({ kind: z.literal('poem'), item: writingSchema }),
]);
export type FeedItem = z.infer<typeof feedItemSchema>;

/** Counts of a creator's public uploads, per kind (`KindCounts`, item-kinds.test.ts). */
export const kindCountsSchema = z.object({
  video: z.int().check(z.nonnegative()),
  audio: z.int().check(z.nonnegative()),
  book: z.int().check(z.nonnegative()),
  story: z.int().check(z.nonnegative()),
  poem: z.int().check(z.nonnegative()),
});
