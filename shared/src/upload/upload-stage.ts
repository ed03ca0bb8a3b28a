import * as z from 'zod/mini';
import { defineCall } from '../common/contract.js';
import { errorBodySchema } from '../common/error-body.js';
import { idSchema } from '../common/primitives.js';
import { audioSchema, bookSchema, videoSchema } from '../content/entities.js';

const percentSchema = z.number().check(z.minimum(0), z.maximum(100));

/** One processing step of a video, in the order they run: its own completion, 0 to 100. */
export const processingStepSchema = z.object({ name: z.string(), percent: percentSchema });

/**
 * Where an upload is now. `uploading`: the body is still streaming in. `processing`: the provider
 * works on the stored video (`progress` is the whole run's, each step has its own percent).
 * `ready`: listed, with the item as the catalogue shows it. `failed`: nothing kept or charged.
 */
export const uploadStageSchema = z.discriminatedUnion('stage', [
  z.object({
    stage: z.literal('uploading'),
    uploadedBytes: z.int().check(z.nonnegative()),
    totalBytes: z.int().check(z.nonnegative()),
  }),
  z.object({
    stage: z.literal('processing'),
    progress: percentSchema,
    steps: z.array(processingStepSchema),
  }),
  z.object({
    stage: z.literal('ready'),
    item: z.union([videoSchema, audioSchema, bookSchema]),
    steps: z.array(processingStepSchema),
  }),
  z.object({ stage: z.literal('failed'), reason: z.string() }),
]);
export type UploadStage = z.infer<typeof uploadStageSchema>;

/** An upload's current stage (not in docs/product.md: a mock provider extension). */
export const uploadStageCalls = {
  stage: defineCall({
    method: 'GET',
    path: '/api/uploads/:id',
    summary: "An upload's current stage (its owner only)",
    description:
      'The id is the `uploadId` of the realtime events, which is also the id of the video, audio or book the upload creates. Lets a client whose socket dropped catch up, then follow the events again. Only the uploader sees it: anyone else gets 404, as for an unknown id. A failed upload is remembered for an hour.',
    scope: 'extension',
    auth: true,
    params: z.object({ id: idSchema }),
    responses: { 200: uploadStageSchema, 401: errorBodySchema, 404: errorBodySchema },
  }),
} as const;
