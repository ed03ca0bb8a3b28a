import * as z from 'zod/mini';
import { defineCall } from '../common/contract.js';
import { errorBodySchema } from '../common/error-body.js';
import { idParamsSchema } from '../common/primitives.js';
import { audioSchema, bookSchema, videoSchema, writingSchema } from '../content/entities.js';
import { visibilitySchema } from '../content/visibility.js';
import { contentTypeSchema } from '../upload/content-types.js';
import {
  audioEditSchema,
  bookEditSchema,
  ifMatchHeadersSchema,
  itemRefSchema,
  videoEditSchema,
  writingEditSchema,
} from './edits.js';
import { itemStatsSchema, statsExportQuerySchema, statsTotalsSchema } from './stats.js';

/** At most this many items in one bulk change. */
export const BULK_LIMIT = 100;

/** A deleted item: what it was. Deleting it again answers the same. */
export const deletedSchema = z.object({
  kind: contentTypeSchema,
  id: z.string(),
  deleted: z.literal(true),
});
export type Deleted = z.infer<typeof deletedSchema>;

export const bulkBodySchema = z.union([
  z.strictObject({
    action: z.literal('visibility'),
    visibility: visibilitySchema,
    items: z.array(itemRefSchema).check(z.minLength(1), z.maxLength(BULK_LIMIT)),
  }),
  z.strictObject({
    action: z.literal('delete'),
    items: z.array(itemRefSchema).check(z.minLength(1), z.maxLength(BULK_LIMIT)),
  }),
]);
export type BulkBody = z.infer<typeof bulkBodySchema>;

/** What happened to each item of a bulk change, in the order sent. */
export const bulkResultSchema = z.object({
  results: z.array(
    z.extend(itemRefSchema, {
      /** `done`; `not_found` (no such item, or someone else's private one); `forbidden` (someone else's). */
      outcome: z.enum(['done', 'not_found', 'forbidden']),
    }),
  ),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** Who may change an item: 401 signed out, 403 someone else's, 404 none (or someone else's private one). */
const ownerErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};
const editErrors = { ...ownerErrors, 412: errorBodySchema };

const EDIT_DESCRIPTION =
  "Only the uploader. Changes the fields sent and no others, with the upload form's rules; `visibility` " +
  'moves the item between public, unlisted (only by its link) and private (only its uploader; 404 to ' +
  'everyone else, its media files included). With `If-Match: "<version>"` it answers 412 `ITEM_CHANGED` ' +
  'when the item changed since that version was read. A deleted item answers 404.';

function editCall<S extends z.ZodMiniType, R extends z.ZodMiniType>(
  path: string,
  what: string,
  body: S,
  reply: R,
) {
  return defineCall({
    method: 'PATCH',
    path: `/api/${path}/:id`,
    summary: `Edit ${what} (its uploader)`,
    description: EDIT_DESCRIPTION,
    scope: 'extension',
    feature: 'manage',
    auth: true,
    params: idParamsSchema,
    headers: ifMatchHeadersSchema,
    body,
    responses: { 200: reply, ...editErrors },
  });
}

function imageCall<R extends z.ZodMiniType>(path: string, what: string, reply: R) {
  return defineCall({
    method: 'PUT',
    path: `/api/${path}/:id/image`,
    summary: `Replace the ${what} (its uploader)`,
    description:
      'Only the uploader. The same image rules as the upload form (an image file of at most the upload ' +
      'size limit, checked by its bytes); the old image is removed. `If-Match` as for an edit.',
    scope: 'extension',
    feature: 'manage',
    auth: true,
    multipart: true,
    params: idParamsSchema,
    headers: ifMatchHeadersSchema,
    files: { image: { required: true, kind: 'image' } },
    responses: { 200: reply, ...editErrors },
  });
}

function deleteCall(path: string, what: string) {
  return defineCall({
    method: 'DELETE',
    path: `/api/${path}/:id`,
    summary: `Delete ${what} (its uploader)`,
    description:
      'Only the uploader. The item, its files and its images are removed: its page, media paths and ' +
      'previews answer 404. The upload price is not refunded. Deleting it again answers 200 as the first time.',
    scope: 'extension',
    feature: 'manage',
    auth: true,
    params: idParamsSchema,
    responses: { 200: deletedSchema, ...ownerErrors },
  });
}

/** A creator's controls over their uploads (the `manage` feature, docs/product.md section 10). */
export const manageCalls = {
  editVideo: editCall('videos', 'a video', videoEditSchema, videoSchema),
  editAudio: editCall('audios', 'an audio track', audioEditSchema, audioSchema),
  editBook: editCall('books', 'a book', bookEditSchema, bookSchema),
  editStory: editCall('stories', 'a short story', writingEditSchema, writingSchema),
  editPoem: editCall('poems', 'a poem', writingEditSchema, writingSchema),
  videoImage: imageCall('videos', "video's thumbnail", videoSchema),
  audioImage: imageCall('audios', "track's artwork", audioSchema),
  bookImage: imageCall('books', "book's cover", bookSchema),
  deleteVideo: deleteCall('videos', 'a video'),
  deleteAudio: deleteCall('audios', 'an audio track'),
  deleteBook: deleteCall('books', 'a book'),
  deleteStory: deleteCall('stories', 'a short story'),
  deletePoem: deleteCall('poems', 'a poem'),
  bulk: defineCall({
    method: 'POST',
    path: '/api/uploads/bulk',
    summary: 'Change the visibility of several uploads, or delete them',
    description: `Up to ${BULK_LIMIT} items of the signed-in user's. Each item is changed on its own and gets its own outcome; others' items are left as they are.`,
    scope: 'extension',
    feature: 'manage',
    auth: true,
    body: bulkBodySchema,
    responses: { 200: bulkResultSchema, 400: errorBodySchema, 401: errorBodySchema },
  }),
  statsTotals: defineCall({
    method: 'GET',
    path: '/api/uploads/stats',
    summary: "The totals of each of the signed-in user's uploads",
    description: "Views (a track's plays), likes and comments since each upload, for every upload.",
    scope: 'extension',
    feature: 'manage',
    auth: true,
    responses: { 200: statsTotalsSchema, 401: errorBodySchema },
  }),
  itemStats: defineCall({
    method: 'GET',
    path: '/api/uploads/stats/:kind/:id',
    summary: "One upload's counts per day for the last 30 days, and its totals",
    scope: 'extension',
    feature: 'manage',
    auth: true,
    params: z.object({ kind: contentTypeSchema, id: idParamsSchema.shape.id }),
    responses: { 200: itemStatsSchema, ...ownerErrors },
  }),
  statsExport: defineCall({
    method: 'GET',
    path: '/api/uploads/stats.csv',
    summary: 'The statistics as CSV',
    description:
      'Columns `kind,id,title,date,views,likes,comments`: for each upload (or only the one named by ' +
      '`kind` and `id`) a row per day of the last 30, oldest first, then a row whose date is `total`. ' +
      'An empty cell is a count the provider does not keep. Cells that a spreadsheet would read as a ' +
      'formula are escaped.',
    scope: 'extension',
    feature: 'manage',
    auth: true,
    query: statsExportQuerySchema,
    binary: true,
    produces: ['text/csv'],
    responses: {
      200: z.unknown(),
      400: errorBodySchema,
      401: errorBodySchema,
      404: errorBodySchema,
    },
  }),
} as const;

/** Each kind's edit, by the kind (`/api/{videos|audios|books|stories|poems}/{id}`). */
export const EDIT_CALLS = {
  video: manageCalls.editVideo,
  audio: manageCalls.editAudio,
  book: manageCalls.editBook,
  story: manageCalls.editStory,
  poem: manageCalls.editPoem,
} as const;

/** Each kind's deletion, by the kind. */
export const DELETE_CALLS = {
  video: manageCalls.deleteVideo,
  audio: manageCalls.deleteAudio,
  book: manageCalls.deleteBook,
  story: manageCalls.deleteStory,
  poem: manageCalls.deletePoem,
} as const;

/** The picture's replacement of each kind that has one, by the kind. */
export const IMAGE_CALLS = {
  video: manageCalls.videoImage,
  audio: manageCalls.audioImage,
  book: manageCalls.bookImage,
} as const;
