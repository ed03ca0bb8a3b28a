import { Router, type Request, type Response } from 'express';
import { uploadCalls, type FileContentType } from '@inkreel/shared';
import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/auth.js';
import {
  declaredTotal,
  multipartParser,
  prepareTempDir,
  requireParts,
  storedFilesOf,
} from '../../http/multipart.js';
import { route, type RouteInput } from '../../http/route.js';
import { createByteProgress } from '../../realtime/upload-progress.js';
import {
  checkBalance,
  createUpload,
  createWriting,
  resumeInterruptedProcessing,
  uploadTempDir,
  type UploadInput,
} from './upload.service.js';

/** Aborted when the reply's connection closes before the reply was sent: the client left. */
function clientGone(res: Response): AbortSignal {
  const controller = new AbortController();
  if (res.destroyed || res.socket?.destroyed) controller.abort();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

/**
 * Uploads and the balance check. For file uploads the order matters: the auth check answers
 * before multer reads a byte, then multer stores the files, then the fields are checked, and only
 * then does the plain upload input go to the service.
 */
export function createUploadRouter(deps: AppDeps): Router {
  const router = Router();
  const tempDir = uploadTempDir(deps.env.DATA_DIR);
  prepareTempDir(tempDir);
  resumeInterruptedProcessing(deps).catch((error: unknown) =>
    deps.logger.error({ err: error }, 'resuming video processing failed'),
  );
  const { requireAuth, requireVerified } = deps.auth;

  /**
   * The socket that gets this upload's events, decided once as the body starts: only one of the
   * uploader's own. Kept in the reply's locals for the handler.
   */
  const counter = (req: Request, res: Response) => {
    const socketId = typeof req.query.socketId === 'string' ? req.query.socketId : undefined;
    if (!socketId || !deps.hub.ownsSocket(socketId, authOf(req).user._id)) return null;
    res.locals.uploadSocketId = socketId;
    const userId = authOf(req).user._id;
    return createByteProgress({ hub: deps.hub, socketId, userId, totalBytes: declaredTotal(req) });
  };

  route(router, uploadCalls.checkBalance, requireAuth, ({ params, auth }) =>
    checkBalance(deps, auth.user._id, params.contentType),
  );

  const fileUpload = (kind: FileContentType) => {
    const call = uploadCalls[kind];
    route(
      router,
      call,
      requireVerified,
      multipartParser(call, { tempDir, maxFileBytes: deps.env.MAX_UPLOAD_BYTES, counter }),
      requireParts(call),
      async ({ body, auth }: RouteInput<typeof call>, req, res) => {
        const socketId: unknown = res.locals.uploadSocketId;
        const input: UploadInput = {
          userId: auth.user._id,
          ...(typeof socketId === 'string' ? { socketId } : {}),
          fields: body,
          files: storedFilesOf(req),
          signal: clientGone(res),
        };
        const { body: reply, afterReply } = await createUpload(deps, kind, input);
        // 'close' follows the reply being sent (or the client leaving): follow-up work starts then.
        if (afterReply) res.once('close', afterReply);
        return reply;
      },
    );
  };
  fileUpload('video');
  fileUpload('audio');
  fileUpload('book');

  route(router, uploadCalls.poem, requireVerified, ({ body, auth }) =>
    createWriting(deps, 'poem', body, auth.user._id),
  );
  route(router, uploadCalls.story, requireVerified, ({ body, auth }) =>
    createWriting(deps, 'story', body, auth.user._id),
  );
  return router;
}
