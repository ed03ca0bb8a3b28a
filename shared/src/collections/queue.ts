import * as z from 'zod/mini';
import { defineCall } from '../common/contract.js';
import { errorBodySchema } from '../common/error-body.js';
import { isoDateSchema } from '../common/primitives.js';
import { entryIdSchema, itemEntrySchema, itemRefSchema } from './items.js';

/** At most this many entries in a queue. */
export const QUEUE_LIMIT = 1000;

export const repeatModeSchema = z.enum(['off', 'all', 'one']);
export type RepeatMode = z.infer<typeof repeatModeSchema>;

/** A browser's own id (random, kept in its storage), so another device's queue is known as such. */
export const deviceIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));

const queueSettings = {
  /** The entry playing or paused now, or none. */
  current: z.nullable(entryIdSchema),
  /** Seconds into the current entry. */
  position: z.number().check(z.nonnegative(), z.maximum(1_000_000)),
  shuffle: z.boolean(),
  repeat: repeatModeSchema,
  /** When the queue runs out, the last item's recommendations play on. */
  autoplay: z.boolean(),
};

/** The signed-in user's play queue as the provider keeps it; `version` counts its writes. */
export const queueSchema = z.object({
  version: z.int().check(z.nonnegative()),
  items: z.array(itemEntrySchema),
  ...queueSettings,
  /** The device that wrote it last, and when; absent while nothing was written. */
  deviceId: z.optional(deviceIdSchema),
  updatedAt: z.optional(isoDateSchema),
});
export type Queue = z.infer<typeof queueSchema>;

export const queueWriteSchema = z.object({
  /** The version this write was made from: a stale one answers 409 with the queue as it is. */
  baseVersion: z.int().check(z.nonnegative()),
  items: z
    .array(z.extend(itemRefSchema, { entryId: entryIdSchema }))
    .check(z.maxLength(QUEUE_LIMIT, `At most ${QUEUE_LIMIT} items`)),
  ...queueSettings,
  deviceId: deviceIdSchema,
});
export type QueueWrite = z.infer<typeof queueWriteSchema>;

/** A stale write's answer: the coded body and the queue as the provider has it now. */
export const queueConflictSchema = z.extend(errorBodySchema, { queue: queueSchema });
export type QueueConflict = z.infer<typeof queueConflictSchema>;

/** The play queue kept across devices (docs/product.md section 10, issue 55). */
export const queueCalls = {
  get: defineCall({
    method: 'GET',
    path: '/api/me/queue',
    summary: "The signed-in user's play queue",
    description:
      'Version 0 with no items until the first write. Items the catalogue no longer has, or another account has made private since, are listed with `available: false`.',
    scope: 'extension',
    feature: 'queue',
    auth: true,
    responses: { 200: queueSchema, 401: errorBodySchema },
  }),
  put: defineCall({
    method: 'PUT',
    path: '/api/me/queue',
    summary: "Replaces the signed-in user's play queue",
    description:
      'Accepted only when `baseVersion` is the current version; otherwise 409 `VERSION_CONFLICT` with the current queue, for the client to merge and send again. Entry ids are unique within the queue; `current` names one of them or none. An item need not exist: one that does not is kept and listed as not available.',
    scope: 'extension',
    feature: 'queue',
    auth: true,
    body: queueWriteSchema,
    responses: {
      200: queueSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      409: queueConflictSchema,
    },
  }),
} as const;
