import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { ErrorCode } from '@inkreel/shared';
import { HttpError, notFound } from '../../http/http-error.js';
import { contentTypeOf } from './mime.js';
import { parseRange } from './range.js';

export interface StreamOptions {
  cacheControl?: string;
  /** Suggested file name (Content-Disposition: inline). */
  fileName?: string;
}

/** Stored media never changes under its name, so browsers may keep it for a day. */
export const MEDIA_CACHE = 'public, max-age=86400';

function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** If-None-Match wins over If-Modified-Since, as RFC 9110 section 13.2.2 orders them. */
function notModified(req: Request, etag: string, modified: Date): boolean {
  const noneMatch = req.headers['if-none-match'];
  if (noneMatch) return etagMatches(noneMatch, etag);
  const since = req.headers['if-modified-since'];
  if (!since) return false;
  const sinceMs = Date.parse(since);
  return Number.isFinite(sinceMs) && Math.floor(modified.getTime() / 1000) * 1000 <= sinceMs;
}

/** A Range is honoured only while If-Range (when sent) still names this version of the file. */
function rangeStillValid(req: Request, etag: string, lastModified: string): boolean {
  const ifRange = req.headers['if-range'];
  return !ifRange || ifRange === etag || ifRange === lastModified;
}

/**
 * Streams one file from disk (never buffered whole): HEAD, conditional GET (ETag and
 * Last-Modified, 304), single byte ranges (206, 416), and the type by extension. Resolves once
 * the reply is sent or the client went away.
 */
export async function streamFile(
  req: Request,
  res: Response,
  file: string,
  options: StreamOptions = {},
): Promise<void> {
  // The file may vanish between resolving and opening it (a reset): that is a 404, not a 500.
  const handle = await open(file, 'r').catch(() => {
    throw notFound('Media file');
  });
  let handedOver = false;
  try {
    const info = await handle.stat();
    const size = info.size;
    const etag = `"${size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const lastModified = info.mtime.toUTCString();
    if (notModified(req, etag, info.mtime)) {
      res
        .status(304)
        .set({
          ETag: etag,
          'Last-Modified': lastModified,
          'Cache-Control': options.cacheControl ?? MEDIA_CACHE,
        })
        .end();
      return;
    }
    const range = rangeStillValid(req, etag, lastModified)
      ? parseRange(req.headers.range, size)
      : null;
    if (range === 'unsatisfiable') {
      res.setHeader('Content-Range', `bytes */${size}`);
      throw new HttpError(416, ErrorCode.RANGE_NOT_SATISFIABLE, 'Requested range not satisfiable', {
        size,
      });
    }
    res.set({
      'Accept-Ranges': 'bytes',
      'Content-Type': contentTypeOf(file),
      'Cache-Control': options.cacheControl ?? MEDIA_CACHE,
      ETag: etag,
      'Last-Modified': lastModified,
      'X-Content-Type-Options': 'nosniff',
    });
    // Stored SVGs are generated placeholders; this keeps any script in one from running if opened.
    if (contentTypeOf(file) === 'image/svg+xml') {
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    }
    if (options.fileName) {
      const ascii = options.fileName.replace(/[^\w.-]+/g, '_');
      res.setHeader(
        'Content-Disposition',
        `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(options.fileName)}`,
      );
    }
    const start = range ? range.start : 0;
    const end = range ? range.end : size - 1;
    if (range) res.status(206).setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
    else res.status(200);
    res.setHeader('Content-Length', String(Math.max(0, end - start + 1)));
    if (req.method === 'HEAD' || size === 0) {
      res.end();
      return;
    }
    handedOver = true;
    const body = handle.createReadStream({ start, end, autoClose: true });
    // A client that stops listening (seeking, closing the tab) ends the pipeline early: not an error.
    await pipeline(body, res).catch(() => undefined);
  } finally {
    if (!handedOver) await handle.close();
  }
}
