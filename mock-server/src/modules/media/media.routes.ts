import { Router, type Request } from 'express';
import type { Store } from '../../db/store.js';
import { notFound } from '../../domain-error.js';
import { sendFile } from '../../http/send-file.js';
import { resolveMediaFile } from './safe-path.js';

const PREFIX = '/api/media/';

/** The still-encoded path below /api/media/, taken from the raw URL so nothing is decoded twice. */
function encodedMediaPath(req: Request): string {
  const pathname = req.originalUrl.split('?')[0] ?? '';
  return pathname.startsWith(PREFIX) ? pathname.slice(PREFIX.length) : '';
}

/** GET and HEAD /api/media/<file>: files under DATA_DIR/media, streamed with Range support. */
export function createMediaRouter(deps: { store: Store }): Router {
  const router = Router();
  const { mediaDir } = deps.store;
  // A prefix middleware rather than a `*file` route: Express would decode (and reject with 400)
  // the path itself, while every path here is decoded once, by resolveMediaFile. Other methods
  // were answered 405 before the routers (http/contract-paths.ts). Express 5 passes a rejection
  // on to the error handler.
  router.use('/api/media', async (req, res) => {
    const file = await resolveMediaFile(mediaDir, encodedMediaPath(req));
    if (!file) throw notFound('Media file');
    await sendFile(req, res, file);
  });
  return router;
}
