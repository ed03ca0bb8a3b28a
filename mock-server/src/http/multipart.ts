import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import {
  ErrorCode,
  FILE_SIZE_HEADER,
  type CallContract,
  type FileKind,
  type ValidationIssue,
} from '@inkreel/shared';
import { newId } from '../db/ids.js';
import { HttpError } from './http-error.js';

/** A file multer stored for a request: where it is and how many bytes it has. */
export interface StoredFile {
  path: string;
  size: number;
}

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
export interface BodyCounter {
  add(bytes: number): void;
  finish(): void;
}

export interface MultipartOptions {
  tempDir: string;
  maxFileBytes: number;
  /** A counter for this request's body, or null when nobody listens. */
  counter?: (req: Request, res: Response) => BodyCounter | null;
}

/**
 * multer for one call: disk storage straight into the temp folder under random names (the
 * client's file name never reaches a path), the size limit, only the contract's file fields (one
 * file each) and a handful of small text fields. Mounted after the auth check, so an
 * unauthenticated request is answered before any byte is stored. On a client abort multer removes
 * what it had written, so nothing partial stays behind.
 */
export function multipartParser(call: CallContract, options: MultipartOptions): RequestHandler {
  const storageOptions = {
    destination: options.tempDir,
    filename: (
      _req: Request,
      _file: Express.Multer.File,
      cb: (e: Error | null, n: string) => void,
    ) => cb(null, `${newId()}.part`),
    // fsync before multer reports the file stored, so a paid upload never points at lost bytes.
    flush: true,
  };
  const fileFields = Object.keys(call.files ?? {}).map((name) => ({ name, maxCount: 1 }));
  const multerOptions: multer.Options = {
    storage: multer.diskStorage(storageOptions),
    limits: {
      fileSize: options.maxFileBytes,
      files: fileFields.length,
      fields: 10,
      fieldSize: 64 * 1024,
      fieldNameSize: 100,
      parts: fileFields.length + 10,
    },
  };
  const parse = multer(multerOptions).fields(fileFields);

  return (req, res, next) => {
    const counter = options.counter?.(req, res) ?? null;
    parse(req, res, (error?: unknown) => {
      if (!error) counter?.finish();
      next(malformedBodyError(error) ?? error);
    });
    // multer has piped the request into busboy synchronously above; a second 'data' listener
    // only observes the chunks (it does not resume a paused pipe), counting bytes as they arrive.
    if (counter) req.on('data', (chunk: Buffer) => counter.add(chunk.length));
  };
}

/**
 * What busboy says of a body that is not well-formed multipart (its messages are its only
 * marker: these errors carry no code). A disk error keeps its `code` and stays a 500.
 */
const BUSBOY_MALFORMED = new Set([
  'Malformed part header',
  'Unexpected end of form',
  'Unexpected end of file',
  'Multipart: Boundary not found',
  'Malformed content type',
  'Missing Content-Type',
  'Malformed urlencoded form',
]);

/**
 * A client's malformed or truncated multipart body as a 400, so it is never a 500. Other errors
 * (multer's LIMIT_* codes, disk errors) are left for the error handler.
 */
export function malformedBodyError(error: unknown): HttpError | undefined {
  if (!(error instanceof Error) || 'code' in error) return undefined;
  const malformed =
    BUSBOY_MALFORMED.has(error.message) || error.message.startsWith('Unsupported content type');
  if (!malformed) return undefined;
  return new HttpError(
    400,
    ErrorCode.VALIDATION_FAILED,
    `The multipart body is malformed: ${error.message}`,
    { issues: [{ path: 'body', message: error.message }] },
  );
}

/** The files multer stored for this request, by field (the first of each). */
export function storedFilesOf(req: Request): Record<string, StoredFile> {
  const files = req.files;
  const groups = files && !Array.isArray(files) ? files : {};
  const stored: Record<string, StoredFile> = {};
  for (const [field, list] of Object.entries(groups)) {
    const file = list[0];
    if (file) stored[field] = { path: file.path, size: file.size };
  }
  return stored;
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
    const issues: ValidationIssue[] = [];
    const parsed = call.body?.safeParse(req.body ?? {});
    if (parsed && !parsed.success) {
      for (const issue of parsed.error.issues) {
        issues.push({ path: issue.path.map(String).join('.') || 'body', message: issue.message });
      }
    }
    const files = storedFilesOf(req);
    for (const [field, rule] of Object.entries(call.files ?? {})) {
      if (rule.required && !files[field]) {
        issues.push({ path: field, message: `${FILE_LABELS[rule.kind]} is required` });
      }
    }
    if (issues.length === 0) return next();
    const fields = [...new Set(issues.map((issue) => issue.path.split('.')[0] ?? issue.path))];
    next(
      new HttpError(
        400,
        ErrorCode.VALIDATION_FAILED,
        `Missing or invalid fields: ${fields.join(', ')}`,
        { fields, issues },
      ),
    );
  };
}
