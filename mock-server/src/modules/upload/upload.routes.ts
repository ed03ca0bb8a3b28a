import { Router } from 'express';
import { uploadCalls } from '@inkreel/shared';
import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/auth.js';
import { route } from '../../http/route.js';
import { balanceCents, toCents, toCredits } from '../wallet/ledger.js';
import { insufficientBalance } from './charge.js';
import { uploadAudio, uploadBook } from './media-upload.js';
import { priceOf } from './pricing.js';
import { createUploadParser, prepareUploadTempDir } from './upload-parser.js';
import { requireParts } from './upload-parts.js';
import { resumeInterruptedProcessing } from './video-processing.js';
import { uploadVideo } from './video-upload.js';
import { createWriting } from './writing-create.js';

/**
 * Uploads and the balance check. For file uploads the order matters: the auth check answers
 * before multer reads a byte, then multer stores the files, then the fields are checked.
 */
export function createUploadRouter(deps: AppDeps): Router {
  const router = Router();
  prepareUploadTempDir(deps.env.DATA_DIR);
  resumeInterruptedProcessing(deps).catch((error: unknown) =>
    deps.logger.error({ err: error }, 'resuming video processing failed'),
  );
  const { requireAuth, requireVerified } = deps.auth;

  route(router, uploadCalls.checkBalance, requireAuth, ({ params }, req) => {
    const requiredAmount = priceOf(deps.env, params.contentType);
    const balance = balanceCents(deps.store, authOf(req).user._id);
    if (balance < toCents(requiredAmount)) throw insufficientBalance(402, requiredAmount, balance);
    return { sufficient: true as const, requiredAmount, balance: toCredits(balance) };
  });

  route(
    router,
    uploadCalls.video,
    requireVerified,
    createUploadParser(deps, uploadCalls.video),
    requireParts(uploadCalls.video),
    ({ body }, req, res) => uploadVideo(deps, body, req, res),
  );
  route(
    router,
    uploadCalls.audio,
    requireVerified,
    createUploadParser(deps, uploadCalls.audio),
    requireParts(uploadCalls.audio),
    ({ body }, req) => uploadAudio(deps, body, req),
  );
  route(
    router,
    uploadCalls.book,
    requireVerified,
    createUploadParser(deps, uploadCalls.book),
    requireParts(uploadCalls.book),
    ({ body }, req) => uploadBook(deps, body, req),
  );

  route(router, uploadCalls.poem, requireVerified, ({ body }, req) =>
    createWriting(deps, 'poem', body, authOf(req).user._id),
  );
  route(router, uploadCalls.story, requireVerified, ({ body }, req) =>
    createWriting(deps, 'story', body, authOf(req).user._id),
  );
  return router;
}
