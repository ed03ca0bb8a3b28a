import path from 'node:path';
import {
  ErrorCode,
  type ContentType,
  type FileContentType,
  type UploadStage,
  type Writing,
  type writingBodySchema,
} from '@inkreel/shared';
import type { z } from 'zod';
import { newId, nowIso } from '../../db/ids.js';
import type { WritingRecord } from '../../db/schema.js';
import { DomainError, notFound } from '../../domain-error.js';
import {
  isPublic,
  managedAtCreation,
  toAudio,
  toBook,
  toVideo,
  toWriting,
} from '../content/content.service.js';
import { announceUpload } from '../creators/creators.service.js';
import { canAfford, charge, insufficientBalance, toCredits } from '../wallet/wallet.service.js';
import type { PriceEnv, UploadDeps } from './upload-deps.js';
import type { UploadInput } from './upload-input.js';
import { UPLOAD_KINDS, type UploadReplies } from './upload-kinds.js';
import { stageUpload } from './upload-files.js';
import { extensionFor, sniffFile } from './sniff.js';
import { PROCESSING_STEPS, stepsAt } from './upload-stages.js';

export type { PriceEnv, UploadDeps } from './upload-deps.js';
export type { UploadedFile, UploadInput } from './upload-input.js';
export { resumeInterruptedProcessing } from './video-processing.js';
export { UploadStages } from './upload-stages.js';

/**
 * The extension an image is stored under when a stored file's bytes are an accepted image (PNG,
 * JPEG, WebP, GIF), else null: the upload form's rule, for pictures replaced later (manage/).
 */
export async function imageExtension(filePath: string): Promise<string | null> {
  return extensionFor(await sniffFile(filePath), 'image');
}

/** Where the request parser writes incoming files; they move into DATA_DIR/media once paid for. */
export const uploadTempDir = (dataDir: string): string => path.join(dataDir, 'uploads-tmp');

/** Upload prices in credits: the UPLOAD_PRICE_* variables (defaults: shared's DEFAULT_UPLOAD_PRICES). */
export const priceOf = (env: PriceEnv, type: ContentType): number =>
  env[`UPLOAD_PRICE_${type.toUpperCase() as Uppercase<ContentType>}`];

/**
 * One file upload, whatever its type: identify the stored files by their bytes (415), place them
 * under DATA_DIR/media with a placeholder image when none came, run the type's own checks, then
 * charge and insert with no await in between, so concurrent uploads of one user never spend the
 * same credits. Anything that refuses removes what was placed. `afterReply` is work to run once
 * the reply has gone out (or the client left): processing that sends events.
 */
export async function createUpload<K extends FileContentType>(
  deps: UploadDeps,
  kind: K,
  input: UploadInput<K>,
): Promise<{ body: UploadReplies[K]; afterReply?: () => void }> {
  const spec = UPLOAD_KINDS[kind];
  const { files, fields, uploadId } = input;
  const staged = await stageUpload(
    deps.store.mediaDir,
    spec.call,
    files,
    spec.layout,
    fields.title,
    uploadId,
  );
  let record;
  try {
    const found = spec.check ? await spec.check(deps, staged, input) : {};
    // The client left after its last byte: no one would see the reply, so nothing is charged.
    if (input.signal.aborted) {
      throw new DomainError(ErrorCode.VALIDATION_FAILED, 'The upload was cancelled');
    }
    charge(deps.store, {
      userId: input.userId,
      priceCredits: priceOf(deps.env, kind),
      reference: staged.id,
      item: { kind, title: fields.title },
    });
    record = { ...spec.record(staged, input), ...found };
    spec.table(deps.store).push(record);
    // A video processed after the reply is announced when it is ready (video-processing.ts).
    if (isPublic(record)) {
      announceUpload(deps, { kind, id: record._id, title: record.title, uploaderId: input.userId });
    }
  } catch (error) {
    await staged.media.removeAll();
    throw error;
  }
  await deps.store.write();
  const { afterReply } = spec;
  return {
    body: spec.reply(deps.store, record, input),
    ...(afterReply ? { afterReply: () => afterReply(deps, record, staged, input) } : {}),
  };
}

/**
 * POST /api/poems and /api/stories. Free by default; if a price is configured it is charged like
 * an upload: check, debit and insert in one synchronous step, then the write.
 */
export async function createWriting(
  deps: Pick<UploadDeps, 'store' | 'env' | 'hub'>,
  kind: WritingRecord['kind'],
  body: z.output<typeof writingBodySchema>,
  userId: string,
): Promise<Writing> {
  const { visibility, ...fields } = body;
  const record: WritingRecord = {
    _id: newId(),
    kind,
    ...fields,
    createdAt: nowIso(),
    uploaderId: userId,
    ...managedAtCreation(visibility),
  };
  charge(deps.store, {
    userId,
    priceCredits: priceOf(deps.env, kind),
    reference: record._id,
    item: { kind, title: record.title },
  });
  deps.store.data.writings.push(record);
  if (isPublic(record)) {
    announceUpload(deps, { kind, id: record._id, title: record.title, uploaderId: userId });
  }
  await deps.store.write();
  return toWriting(deps.store, record);
}

/** GET /api/content/check-balance/:type: 402 INSUFFICIENT_BALANCE when the balance falls short. */
export function checkBalance(
  deps: Pick<UploadDeps, 'store' | 'env'>,
  userId: string,
  contentType: ContentType,
) {
  const requiredAmount = priceOf(deps.env, contentType);
  const { affordable, balanceCents } = canAfford(deps.store, userId, requiredAmount);
  if (!affordable) throw insufficientBalance(requiredAmount, balanceCents);
  return { sufficient: true as const, requiredAmount, balance: toCredits(balanceCents) };
}

/**
 * GET /api/uploads/{id}: an upload in flight (or failed lately) as its tracker left it, else the
 * record the upload made. Anyone but the uploader gets the same 404 as for an unknown id.
 */
export function uploadStage(
  deps: Pick<UploadDeps, 'store' | 'uploads'>,
  userId: string,
  id: string,
): UploadStage {
  const { store } = deps;
  const live = deps.uploads.get(id);
  if (live) {
    if (live.userId !== userId) throw notFound('Upload');
    return live.stage;
  }
  const video = store.index.videoById(id);
  if (video?.uploaderId === userId) {
    // Between the reply and the job's first step (or after a restart, until it resumes).
    if (video.status === 'processing')
      return { stage: 'processing', progress: 0, steps: stepsAt(0, 0) };
    const steps = stepsAt(PROCESSING_STEPS.length, 0);
    return { stage: 'ready', item: toVideo(store, video), steps };
  }
  const audio = store.index.audioById(id);
  if (audio?.uploaderId === userId)
    return { stage: 'ready', item: toAudio(store, audio), steps: [] };
  const book = store.index.bookById(id);
  if (book?.uploaderId === userId) return { stage: 'ready', item: toBook(store, book), steps: [] };
  throw notFound('Upload');
}
