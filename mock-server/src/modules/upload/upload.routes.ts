import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Logger } from 'pino';
import { idSchema, uploadCalls, uploadStageCalls, type FileContentType } from '@inkreel/shared';
import { newId } from '../../db/ids.js';
import type { Env } from '../../env.js';
import { authOf, type AuthMiddleware } from '../../http/auth.js';
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
  uploadStage,
  uploadTempDir,
  type UploadDeps,
  type UploadInput,
} from './upload.service.js';

/** What the upload router uses of the app's dependencies: its services' and its own. */
type UploadRouterDeps = UploadDeps & {
  env: Pick<Env, 'DATA_DIR' | 'MAX_UPLOAD_BYTES'>;
  logger: Pick<Logger, 'error'>;
  auth: AuthMiddleware;
};

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
export function createUploadRouter(deps: UploadRouterDeps): Router {
  const router = Router();
  const tempDir = uploadTempDir(deps.env.DATA_DIR);
  prepareTempDir(tempDir);
  resumeInterruptedProcessing(deps).catch((error: unknown) =>
    deps.logger.error({ err: error }, 'resuming video processing failed'),
  );
  const { requireAuth, requireVerified } = deps.auth;

  /** Each upload with events: the socket it named, and the id it got as its body started. */
  const withEvents = new WeakMap<Request, { socketId: string; uploadId: string }>();

  /**
   * A video upload naming a socket (its contract's `socketId`) has events, whichever socket it
   * names: they go to every socket of the uploader's, as one that reconnected since it built the
   * URL has a new id (docs/product.md, Realtime). Its id is made as the body starts (the events
   * and GET /api/uploads/{id} carry it). When the reply closes the stage is the record's, or
   * failed if there is none. A malformed query gets no events here and the route's 400.
   */
  const counter = (req: Request, res: Response) => {
    const query = uploadCalls.video.query.safeParse(req.query);
    const socketId = query.success ? query.data.socketId : undefined;
    if (!socketId) return null;
    const userId = authOf(req).user._id;
    const uploadId = newId();
    withEvents.set(req, { socketId, uploadId });
    const track = deps.uploads.track(uploadId, userId, socketId);
    res.once('close', () => {
      if (res.statusCode === 201) return track.settled();
      const why = res.writableFinished ? `refused (HTTP ${res.statusCode})` : 'cancelled';
      track.fail(`The upload was ${why}`, false);
    });
    return createByteProgress({
      send: (uploaded, total) => track.bytes(uploaded, total),
      totalBytes: declaredTotal(req),
    });
  };

  // A malformed id is not an upload: on to /api/uploads/mine, or the 404 of unknown paths.
  const uploadId: RequestHandler = (req, _res, next) =>
    next(idSchema.safeParse(req.params.id).success ? undefined : 'route');
  route(router, uploadStageCalls.stage, uploadId, requireAuth, ({ params, auth }) =>
    uploadStage(deps, auth.user._id, params.id),
  );

  route(router, uploadCalls.checkBalance, requireAuth, ({ params, auth }) =>
    checkBalance(deps, auth.user._id, params.contentType),
  );

  const fileUpload = (kind: FileContentType) => {
    const call = uploadCalls[kind];
    route(
      router,
      call,
      requireVerified,
      multipartParser(call, {
        tempDir,
        maxFileBytes: deps.env.MAX_UPLOAD_BYTES,
        ...(kind === 'video' ? { counter } : {}),
      }),
      requireParts(call),
      async ({ body, auth }: RouteInput<typeof call>, req, res) => {
        const input: UploadInput = {
          userId: auth.user._id,
          ...withEvents.get(req),
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
