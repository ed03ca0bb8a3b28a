import * as z from 'zod/mini';
import { defineCall } from '../common/contract.js';
import { errorBodySchema } from '../common/error-body.js';
import { audioSchema, bookSchema, videoSchema, writingSchema } from '../content/entities.js';

/** At most this many items of each kind come back (the newest). */
export const MY_UPLOADS_LIMIT = 100;

/** The signed-in user's uploads by kind, each newest first, as the list and detail calls show them. */
export const myUploadsSchema = z.object({
  /** `status`: a video still being processed is listed here only (docs/product.md section 10). */
  videos: z.array(z.extend(videoSchema, { status: z.optional(z.enum(['processing', 'ready'])) })),
  music: z.array(audioSchema),
  books: z.array(bookSchema),
  stories: z.array(writingSchema),
  poems: z.array(writingSchema),
});
export type MyUploads = z.infer<typeof myUploadsSchema>;

/** A creator's own uploads (not in docs/product.md: a mock provider extension). */
export const myUploadsCalls = {
  mine: defineCall({
    method: 'GET',
    path: '/api/uploads/mine',
    summary: "The signed-in user's uploads, by kind",
    description: `Everything the bearer's account has uploaded or published, grouped by kind, each kind newest first and at most ${MY_UPLOADS_LIMIT} items. Items still being processed are included.`,
    scope: 'extension',
    auth: true,
    responses: { 200: myUploadsSchema, 401: errorBodySchema },
  }),
} as const;
