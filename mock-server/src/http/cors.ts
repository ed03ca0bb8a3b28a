import cors from 'cors';
import type { RequestHandler } from 'express';
import {
  FILE_SIZE_HEADER,
  IDEMPOTENCY_HEADER,
  IF_MATCH_HEADER,
  RETRY_AFTER_HEADER,
  XSRF_HEADER_NAME,
} from '@inkreel/shared';

/** The request headers the client sends (docs/product.md section 7). */
export const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  IDEMPOTENCY_HEADER,
  FILE_SIZE_HEADER,
  XSRF_HEADER_NAME,
  // An edit names the version it was read at (the manage feature).
  IF_MATCH_HEADER,
];

/** Reply headers the client reads beyond the CORS-safelisted ones. */
export const CORS_EXPOSED_HEADERS = [
  XSRF_HEADER_NAME,
  RETRY_AFTER_HEADER,
  'Content-Disposition',
  'Content-Range',
  'Accept-Ranges',
  'ETag',
];

/** An allowed origin is echoed back; any other gets no CORS headers at all. */
export function originCheck(allowed: readonly string[]) {
  return (
    origin: string | undefined,
    callback: (err: Error | null, origin?: string | false) => void,
  ) => callback(null, origin !== undefined && allowed.includes(origin) ? origin : false);
}

/**
 * CORS for the client's origins (CLIENT_ORIGIN): credentials allowed, preflight answered for the
 * client's headers (cached 10 minutes). A refused origin's preflight gets no grant and goes on to
 * the 405 answer. Every reply varies on Origin (the library only says so when it grants), so a
 * cache never mixes a granted reply with a refused or same-origin one.
 */
export function createCors(allowed: readonly string[]): RequestHandler {
  const grant = cors({
    origin: originCheck(allowed),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: CORS_ALLOWED_HEADERS,
    exposedHeaders: CORS_EXPOSED_HEADERS,
    maxAge: 600,
  });
  return (req, res, next) => {
    res.vary('Origin');
    grant(req, res, next);
  };
}
