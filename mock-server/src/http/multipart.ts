import { createWriteStream, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import {
  ErrorCode,
  FILE_SIZE_HEADER,
  MULTIPART_LIMITS,
  type CallContract,
  type FileKind,
  type ValidationIssue,
} from '@inkreel/shared';
import { newId } from '../db/ids.js';
import { HttpError } from './http-error.js';
import { Pace } from './throttle.js';

/**
 * Creates the temp folder and empties it. Called once when the app is built, before it listens,
 * so no upload is in flight: what is there was left by a crash mid-upload and belongs to no one.
 */
export function prepareTempDir(dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir))
    rmSync(path.join(dir, name), { force: true, recursive: true });
}

/** The bytes the client says it sends: Content-Length, else its file-size header, else 0. */
export function declaredTotal(req: Request): number {
  for (const value of [req.headers['content-length'], req.headers[FILE_SIZE_HEADER]]) {
    const n = Number(value);
    if (typeof value === 'string' && Number.isSafeInteger(n) && n > 0) return n;
  }
  return 0;
}

/** Counts a request body's bytes as they arrive (upload progress). */
interface BodyCounter {
  add(bytes: number): void;
  finish(): void;
}

/**
 * multer's storage, written out so a file can be read through a Pace (the slow-network fault):
 * each file goes straight into the temp folder under a random name (the client's file name never
 * reaches a path), fsynced before it counts as stored, so a paid upload never points at lost
 * bytes. A file cut off midway is removed at once.
 */
function tempStorage(dir: string, bytesPerSecond?: number): multer.StorageEngine {
  return {
    _handleFile(_req, file, done) {
      file.path = path.join(dir, `${newId()}.part`);
      const out = createWriteStream(file.path, { flush: true });
      const written = bytesPerSecond
        ? pipeline(file.stream, new Pace(bytesPerSecond), out)
        : pipeline(file.stream, out);
      written.then(
        () => done(null, { path: file.path, size: out.bytesWritten }),
        (error: unknown) => void rm(file.path, { force: true }).finally(() => done(error)),
      );
    },
    _removeFile: (_req, file, done) =>
      void rm(file.path, { force: true }).then(() => done(null), done),
  };
}

/**
 * multer for one call: the size limit, only the contract's file fields (one file each) and a
 * handful of small text fields. Mounted after the auth check, so an unauthenticated request is
 * answered before any byte is stored. `res.locals.bytesPerSecond`, set by the fault lab, paces
 * the files.
 */
export function multipartParser(
  call: CallContract,
  options: {
    tempDir: string;
    maxFileBytes: number;
    /** A counter for this request's body, or null when nobody listens. */
    counter?: (req: Request, res: Response) => BodyCounter | null;
  },
): RequestHandler {
  const fileFields = Object.keys(call.files ?? {}).map((name) => ({ name, maxCount: 1 }));
  const parser = (bytesPerSecond?: number) =>
    multer({
      storage: tempStorage(options.tempDir, bytesPerSecond),
      limits: {
        fileSize: options.maxFileBytes,
        files: fileFields.length,
        fields: MULTIPART_LIMITS.fields,
        fieldSize: MULTIPART_LIMITS.fieldBytes,
        fieldNameSize: MULTIPART_LIMITS.fieldNameBytes,
        parts: fileFields.length + MULTIPART_LIMITS.fields,
      },
    }).fields(fileFields);
  const unpaced = parser();

  return (req, res, next) => {
    const counter = options.counter?.(req, res) ?? null;
    const rate = res.locals.bytesPerSecond as number | undefined;
    (rate ? parser(rate) : unpaced)(req, res, (error?: unknown) => {
      // A multer or busboy error is answered by the error handler (http/multipart-errors.ts).
      if (!error) counter?.finish();
      next(error);
    });
    // multer has piped the request into busboy synchronously above; a second 'data' listener
    // only observes the chunks (it does not resume a paused pipe), counting bytes as they arrive.
    if (counter) req.on('data', (chunk: Buffer) => counter.add(chunk.length));
  };
}

/** The files multer stored for this request, by field (the first of each). */
export function storedFilesOf(req: Request): Record<string, { path: string; size: number }> {
  const groups = req.files && !Array.isArray(req.files) ? req.files : {};
  return Object.fromEntries(
    Object.entries(groups).flatMap(([field, [file]]) =>
      file ? [[field, { path: file.path, size: file.size }]] : [],
    ),
  );
}

const FILE_LABELS: Record<FileKind, string> = {
  video: 'Video file',
  audio: 'Audio file',
  book: 'Book file',
  image: 'Image',
};

/**
 * 400 naming every missing or invalid field, text and file alike (e.g. `fields: ["description",
 * "video"]`), before anything looks at the files' bytes. The error handler removes stored files.
 */
export function requireParts(call: CallContract): RequestHandler {
  return (req, _res, next) => {
    const parsed = call.body?.safeParse(req.body ?? {});
    const issues: ValidationIssue[] = (parsed?.success === false ? parsed.error.issues : []).map(
      (issue) => ({ path: issue.path.map(String).join('.') || 'body', message: issue.message }),
    );
    const files = storedFilesOf(req);
    for (const [field, rule] of Object.entries(call.files ?? {})) {
      if (rule.required && !files[field]) {
        issues.push({ path: field, message: `${FILE_LABELS[rule.kind]} is required` });
      }
    }
    if (issues.length === 0) return next();
    const fields = [...new Set(issues.map((issue) => issue.path.split('.')[0] ?? issue.path))];
    const message = `Missing or invalid fields: ${fields.join(', ')}`;
    next(new HttpError(400, ErrorCode.VALIDATION_FAILED, message, { fields, issues }));
  };
}
