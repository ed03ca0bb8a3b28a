import { mkdirSync } from 'node:fs';
import { Router, type RequestHandler, type Response } from 'express';
import {
  DELETE_CALLS,
  EDIT_CALLS,
  IMAGE_CALLS,
  ifMatchFor,
  manageCalls,
  versionFromIfMatch,
  type ContentType,
  type FileContentType,
} from '@inkreel/shared';
import type { Logger } from 'pino';
import type { Store } from '../../db/store.js';
import type { Env } from '../../env.js';
import type { AuthMiddleware } from '../../http/auth.js';
import { multipartParser, requireParts, storedFilesOf } from '../../http/multipart.js';
import { binaryRoute, route } from '../../http/route.js';
import { uploadTempDir } from '../upload/upload.service.js';
import {
  bulkItems,
  deleteItem,
  editItem,
  itemStats,
  putImage,
  statsCsv,
  statsTotals,
  type FileErrorLog,
} from './manage.service.js';
import { expectVersion, ownedItem } from './items.js';

/** The version an `If-Match` header names (null for `*`), or undefined without one. */
const expectedVersion = (headers: { 'if-match'?: string | undefined }) => {
  const value = headers['if-match'];
  return value === undefined ? undefined : versionFromIfMatch(value);
};

/** The reply's version as its ETag too, so an HTTP client can send it back in `If-Match`. */
function withETag<T extends { version?: number | undefined }>(res: Response, item: T): T {
  if (item.version !== undefined) res.set('ETag', ifMatchFor(item.version));
  return item;
}

export function createManageRouter(deps: {
  store: Store;
  env: Pick<Env, 'DATA_DIR' | 'MAX_UPLOAD_BYTES'>;
  logger: Logger;
  auth: Pick<AuthMiddleware, 'requireAuth' | 'requireVerified'>;
}): Router {
  const router = Router();
  const { store } = deps;
  const { requireVerified, requireAuth } = deps.auth;
  const tempDir = uploadTempDir(deps.env.DATA_DIR);
  mkdirSync(tempDir, { recursive: true });
  const log: FileErrorLog = (file, err) =>
    deps.logger.warn({ file, err }, 'a deleted or replaced media file could not be removed');

  for (const [kind, call] of Object.entries(EDIT_CALLS) as [
    ContentType,
    (typeof EDIT_CALLS)[ContentType],
  ][]) {
    route(router, call, requireVerified, async ({ params, body, headers, auth }, _req, res) =>
      withETag(
        res,
        await editItem(
          store,
          { kind, id: params.id, userId: auth.user._id },
          body,
          expectedVersion(headers),
          log,
        ),
      ),
    );
  }

  for (const [kind, call] of Object.entries(DELETE_CALLS) as [
    ContentType,
    (typeof DELETE_CALLS)[ContentType],
  ][]) {
    route(router, call, requireVerified, ({ params, auth }) =>
      deleteItem(store, { kind, id: params.id, userId: auth.user._id }, log),
    );
  }

  for (const [kind, call] of Object.entries(IMAGE_CALLS) as [
    FileContentType,
    (typeof IMAGE_CALLS)[FileContentType],
  ][]) {
    // Who may, and whether the version still stands, are answered before a byte is stored.
    const owner: RequestHandler = (req, _res, next) => {
      const id = String(req.params.id);
      const header = req.headers['if-match'];
      const record = ownedItem(store, kind, id, req.auth?.user._id ?? '');
      expectVersion(record, typeof header === 'string' ? versionFromIfMatch(header) : undefined);
      next();
    };
    route(
      router,
      call,
      requireVerified,
      owner,
      multipartParser(call, { tempDir, maxFileBytes: deps.env.MAX_UPLOAD_BYTES }),
      requireParts(call),
      async ({ params, headers, auth }, req, res) => {
        const image = storedFilesOf(req).image;
        if (!image)
          throw new Error('requireParts let an image replacement without its file through');
        const ref = { kind, id: params.id, userId: auth.user._id };
        return withETag(res, await putImage(store, ref, image, expectedVersion(headers), log));
      },
    );
  }

  route(router, manageCalls.bulk, requireVerified, ({ body, auth }) =>
    bulkItems(store, auth.user._id, body, log),
  );
  // Reading one's own statistics changes nothing: any signed-in account, as My uploads.
  route(router, manageCalls.statsTotals, requireAuth, ({ auth }) =>
    statsTotals(store, auth.user._id),
  );
  binaryRoute(router, manageCalls.statsExport, requireAuth, ({ query, auth }) => ({
    text: statsCsv(store, auth.user._id, query),
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="inkreel-statistics.csv"',
      'Cache-Control': 'private, no-store',
    },
  }));
  route(router, manageCalls.itemStats, requireAuth, ({ params, auth }) =>
    itemStats(store, { kind: params.kind, id: params.id, userId: auth.user._id }),
  );
  return router;
}
