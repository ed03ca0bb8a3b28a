import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { FILE_SIZE_HEADER, type CallContract } from '@inkreel/shared';
import { newId } from '../../db/ids.js';
import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/auth.js';
import { createByteProgress } from '../../realtime/upload-progress.js';

/** Read-ahead per upload: bounded, so memory stays flat however large the file. */
export const UPLOAD_BUFFER_BYTES = 1024 * 1024;

/** Where multer writes incoming files; they move into DATA_DIR/media only once paid for. */
export const uploadTempDir = (dataDir: string): string => path.join(dataDir, 'uploads-tmp');

/**
 * Creates the temp folder and empties it. Called once when the app is built, before it listens,
 * so no upload is in flight: what is there was left by a crash mid-upload and belongs to no one.
 */
export function prepareUploadTempDir(dataDir: string): void {
  const dir = uploadTempDir(dataDir);
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir))
    rmSync(path.join(dir, name), { force: true, recursive: true });
}

/** The socket that gets this upload's events: set only when it belongs to the uploader. */
const realtimeSockets = new WeakMap<Request, string>();
export const realtimeSocketOf = (req: Request): string | undefined => realtimeSockets.get(req);

function declaredTotal(req: Request): number {
  for (const value of [req.headers['content-length'], req.headers[FILE_SIZE_HEADER]]) {
    const n = Number(value);
    if (typeof value === 'string' && Number.isSafeInteger(n) && n > 0) return n;
  }
  return 0;
}

/**
 * multer for one upload call: disk storage straight into the temp folder under random names
 * (the client's file name never reaches a path), the size limit from MAX_UPLOAD_BYTES, only the
 * contract's file fields (one file each) and a handful of small text fields. Mounted after the
 * auth check, so an unauthenticated request is answered before any byte is stored. On a client
 * abort multer removes what it had written, so nothing partial stays behind.
 */
export function createUploadParser(deps: AppDeps, call: CallContract): RequestHandler {
  const tempDir = uploadTempDir(deps.env.DATA_DIR);
  const storageOptions = {
    destination: tempDir,
    filename: (
      _req: Request,
      _file: Express.Multer.File,
      cb: (e: Error | null, n: string) => void,
    ) => cb(null, `${newId()}.part`),
    // fsync before multer reports the file stored, so a paid upload never points at lost bytes.
    flush: true,
  };
  const fileFields = Object.keys(call.files ?? {}).map((name) => ({ name, maxCount: 1 }));
  // multer 2 takes the buffer sizes; @types/multer does not list them yet.
  const options: multer.Options & { highWaterMark: number; fileHwm: number } = {
    storage: multer.diskStorage(storageOptions),
    // Larger parser and file-stream buffers let busboy keep reading the socket while the previous
    // chunk is being written: with busboy's 64 KiB default the process sat idle waiting for each
    // write (scripts/bench/upload.ts; docs/decisions/0083-upload-throughput.md).
    highWaterMark: UPLOAD_BUFFER_BYTES,
    fileHwm: UPLOAD_BUFFER_BYTES,
    limits: {
      fileSize: deps.env.MAX_UPLOAD_BYTES,
      files: fileFields.length,
      fields: 10,
      fieldSize: 64 * 1024,
      fieldNameSize: 100,
      parts: fileFields.length + 10,
    },
  };
  const parse = multer(options).fields(fileFields);

  return (req, res, next) => {
    const userId = authOf(req).user._id;
    const socketId = typeof req.query.socketId === 'string' ? req.query.socketId : undefined;
    const owned = socketId !== undefined && deps.hub.ownsSocket(socketId, userId);
    const progress = owned
      ? createByteProgress({ hub: deps.hub, socketId, userId, totalBytes: declaredTotal(req) })
      : null;
    if (owned) realtimeSockets.set(req, socketId);
    parse(req, res, (error?: unknown) => {
      if (!error) progress?.finish();
      next(error);
    });
    // multer has piped the request into busboy synchronously above; a second 'data' listener
    // only observes the chunks (it does not resume a paused pipe), counting bytes as they arrive.
    if (progress) req.on('data', (chunk: Buffer) => progress.add(chunk.length));
  };
}
