import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { create as contentDisposition } from 'content-disposition';
import type { Request, Response } from 'express';
import send from 'send';
import { ErrorCode } from '@inkreel/shared';
import { notFound } from '../domain-error.js';
import { HttpError } from './http-error.js';

export interface SendFileOptions {
  cacheControl?: string;
  /** Suggested file name (Content-Disposition: inline). */
  fileName?: string;
}

/** Stored media never changes under its name, so browsers may keep it for a day. */
const MEDIA_CACHE = 'public, max-age=86400';

/** Stored images may be SVG: whatever is in one never runs, even opened on its own. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/** What send set for a file; taken off again when it answers with an error instead. */
const FILE_HEADERS = [
  'Accept-Ranges',
  'Cache-Control',
  'Content-Disposition',
  'Content-Length',
  'Content-Range',
  'Content-Security-Policy',
  'Content-Type',
  'ETag',
  'Last-Modified',
];

type SendError = Error & { status?: number; headers?: Record<string, string> };

function toHttpError(error: SendError, size: number): Error {
  if (error.status === 416) {
    const range = error.headers?.['Content-Range'] ?? `bytes */${size}`;
    const message = 'Requested range not satisfiable';
    return new HttpError(
      416,
      ErrorCode.RANGE_NOT_SATISFIABLE,
      message,
      { size },
      { 'Content-Range': range },
    );
  }
  // The file vanished between resolving and opening it (a reset): a 404, not a 500.
  if (error.status === 404) return notFound('Media file');
  if (error.status === 412) {
    return new HttpError(412, ErrorCode.VALIDATION_FAILED, 'A precondition of the request failed');
  }
  return error;
}

/** One suffix range, `bytes=-N` (the last N bytes), spaced as send and range-parser allow. */
const SUFFIX_RANGE = /^ *bytes= *- *(\d+) *$/;

/**
 * RFC 9110 section 14.1.2: a suffix range longer than the file selects all of it (206 with
 * `bytes 0-(size-1)/size`). range-parser, under send, counts it unsatisfiable (416), so such a
 * header is handed on as `bytes=0-`, which selects the same bytes of this file.
 */
async function wholeFileForLongSuffix(req: Request, file: string): Promise<void> {
  const suffix = Number(SUFFIX_RANGE.exec(req.headers.range ?? '')?.[1] ?? 0);
  // A file that cannot be read is left to send, which answers 404.
  const size = suffix > 0 ? (await stat(file).catch(() => null))?.size : undefined;
  if (size && suffix > size) req.headers.range = 'bytes=0-';
}

/**
 * Streams one file from disk with `send` (never buffered whole): HEAD, conditional GET (ETag and
 * Last-Modified, 304), single byte ranges (206, 416; several ranges get the whole file), and the
 * type by extension. A Range that is not a valid bytes range is ignored (the whole file, 200).
 * Resolves once the reply is done or the client went away; an error (404, 416) rejects before
 * anything was sent, for the error handler to answer.
 */
export async function sendFile(
  req: Request,
  res: Response,
  file: string,
  options: SendFileOptions = {},
): Promise<void> {
  await wholeFileForLongSuffix(req, file);
  return new Promise<void>((resolve, reject) => {
    let size = 0;
    const stream = send(req, file, { cacheControl: false, dotfiles: 'allow', index: false });
    stream.on('headers', (reply: Response, path: string, stat: Stats) => {
      size = stat.size;
      // A strong validator (size and modification time): the file is replaced, never edited.
      reply.setHeader(
        'ETag',
        `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      );
      reply.setHeader('Cache-Control', options.cacheControl ?? MEDIA_CACHE);
      if (path.toLowerCase().endsWith('.svg'))
        reply.setHeader('Content-Security-Policy', SVG_POLICY);
      if (options.fileName) {
        reply.setHeader(
          'Content-Disposition',
          contentDisposition(options.fileName, { type: 'inline' }),
        );
      }
    });
    stream.on('error', (error: SendError) => {
      if (!res.headersSent) for (const name of FILE_HEADERS) res.removeHeader(name);
      reject(toHttpError(error, size));
    });
    res.once('close', () => resolve());
    stream.pipe(res);
  });
}

/** The headers of a generated SVG image (a placeholder): the same policy as a stored one. */
export const svgHeaders = (cacheControl: string): Record<string, string> => ({
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': cacheControl,
  'Content-Security-Policy': SVG_POLICY,
});
