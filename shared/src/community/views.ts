import * as z from 'zod/mini';
import { defineCall } from '../common/contract.js';
import { errorBodySchema } from '../common/error-body.js';
import { idParamsSchema } from '../common/primitives.js';

/**
 * Real playback before a view or play counts: this many seconds, or half of an item shorter than
 * twice that (docs/product.md section 10, "Honest view and play counts").
 */
export const COUNTED_AFTER_SECONDS = 10;
/** A viewer counts once per item in this window. */
export const COUNT_WINDOW_HOURS = 24;

/** The seconds of an item that must have played for it to count, given its length when known. */
export const secondsToCount = (duration?: number): number =>
  duration !== undefined && duration > 0 && duration < 2 * COUNTED_AFTER_SECONDS
    ? duration / 2
    : COUNTED_AFTER_SECONDS;

/** A visitor's browser: a random id it keeps, so a signed-out listener counts once a day too. */
export const visitorIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/));

export const playedBodySchema = z.object({
  /** Seconds of the item actually played (seeking does not add to it). */
  seconds: z.number().check(z.nonnegative(), z.maximum(86_400)),
  /** The item's length as the player knows it, used when the provider does not know it. */
  duration: z.optional(z.number().check(z.positive(), z.maximum(86_400))),
  visitorId: z.optional(visitorIdSchema),
});
export type PlayedBody = z.infer<typeof playedBodySchema>;

const viewsFeature = { scope: 'extension', feature: 'views' } as const;
const replies = { 400: errorBodySchema, 404: errorBodySchema };

export const viewCalls = {
  video: defineCall({
    method: 'POST',
    path: '/api/videos/:id/view',
    summary: 'Report real playback of a video; it counts as a view once per viewer a day',
    description:
      'A view counts when `seconds` reaches 10, or half of a video shorter than 20 s, and the viewer (the account, else the browser’s `visitorId`, else its address) has not been counted for this video in the last 24 hours. Reading the video counts nothing.',
    ...viewsFeature,
    auth: false,
    params: idParamsSchema,
    body: playedBodySchema,
    responses: {
      200: z.object({ counted: z.boolean(), views: z.int().check(z.nonnegative()) }),
      ...replies,
    },
  }),
  audio: defineCall({
    method: 'POST',
    path: '/api/audios/:id/play',
    summary: 'Report real playback of a track; it counts as a play once per listener a day',
    description:
      'The same rule as a video’s view: 10 s played, or half of a track shorter than 20 s, once per listener in 24 hours.',
    ...viewsFeature,
    auth: false,
    params: idParamsSchema,
    body: playedBodySchema,
    responses: {
      200: z.object({ counted: z.boolean(), plays: z.int().check(z.nonnegative()) }),
      ...replies,
    },
  }),
} as const;
