import path from 'node:path';
import type { ContentType, FileContentType } from '@inkreel/shared';
import type { AppDeps } from '../../deps.js';
import { canAfford, insufficientBalance, toCredits } from '../wallet/wallet.service.js';
import { priceOf } from './pricing.js';
import { commitUpload } from './upload-commit.js';
import type { UploadInput } from './upload-input.js';
import { UPLOAD_KINDS, type UploadReplies } from './upload-kinds.js';
import { stageUpload } from './upload-stage.js';

export type { UploadedFile, UploadInput } from './upload-input.js';
export { createWriting } from './writing-create.js';
export { priceOf } from './pricing.js';
export { resumeInterruptedProcessing } from './video-processing.js';
export { UploadStages } from './upload-stages.js';
export { uploadStage } from './upload-stage-read.js';

/** Where the request parser writes incoming files; they move into DATA_DIR/media once paid for. */
export const uploadTempDir = (dataDir: string): string => path.join(dataDir, 'uploads-tmp');

export interface UploadResult<K extends FileContentType> {
  /** The 201 reply. */
  body: UploadReplies[K];
  /** To run once the reply has gone out (or the client left): processing that sends events. */
  afterReply?: () => void;
}

/**
 * One file upload, whatever its type: identify the stored files by their bytes (415), place them
 * under DATA_DIR/media with a placeholder image when none came, run the type's own checks, then
 * charge and insert in one step. Anything that refuses removes what was placed.
 */
export async function createUpload<K extends FileContentType>(
  deps: AppDeps,
  kind: K,
  input: UploadInput<K>,
): Promise<UploadResult<K>> {
  const spec = UPLOAD_KINDS[kind];
  const { files, fields, uploadId } = input;
  const staged = await stageUpload(deps, spec.call, files, spec.layout, fields.title, uploadId);
  let found = {};
  try {
    if (spec.check) found = await spec.check(deps, staged, input);
  } catch (error) {
    await staged.media.removeAll();
    throw error;
  }
  const record = await commitUpload(deps, {
    signal: input.signal,
    userId: input.userId,
    price: priceOf(deps.env, kind),
    contentId: staged.id,
    media: staged.media,
    insert: () => {
      const created = { ...spec.record(staged, input), ...found };
      spec.table(deps.store).push(created);
      return created;
    },
  });
  const { afterReply } = spec;
  return {
    body: spec.reply(deps.store, record, input),
    ...(afterReply ? { afterReply: () => afterReply(deps, record, staged, input) } : {}),
  };
}

/** GET /api/content/check-balance/:type: 402 INSUFFICIENT_BALANCE when the balance falls short. */
export function checkBalance(deps: AppDeps, userId: string, contentType: ContentType) {
  const requiredAmount = priceOf(deps.env, contentType);
  const { affordable, balanceCents } = canAfford(deps.store, userId, requiredAmount);
  if (!affordable) throw insufficientBalance(requiredAmount, balanceCents);
  return { sufficient: true as const, requiredAmount, balance: toCredits(balanceCents) };
}
