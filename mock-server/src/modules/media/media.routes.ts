import { Router, type Request } from 'express';
import { allCalls } from '@inkreel/shared';
import type { Store } from '../../db/store.js';
import { notFound } from '../../domain-error.js';
import { sendFile } from '../../http/send-file.js';
import { resolveMediaFile } from './safe-path.js';

const PREFIX = '/api/media/';
/**
 * The folders of the URLs replies hand out, as the document lists them (the specification's,
 * and those of extension features: captions); others are not served.
 */
const FOLDERS = new Set(
  allCalls
    .filter(({ call }) => call.method === 'GET' && call.path.startsWith(PREFIX))
    .map(({ call }) => call.path.split('/')[3]),
);

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
    const path = encodedMediaPath(req);
    const file = FOLDERS.has(path.split('/')[0]) ? await resolveMediaFile(mediaDir, path) : null;
    if (!file) throw notFound('Media file');
    await sendFile(req, res, file);
  });
  return router;
}
