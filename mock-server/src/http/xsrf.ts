import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { ErrorCode, XSRF_COOKIE, XSRF_HEADER } from '@inkreel/shared';
import { HttpError } from './http-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit cookie: every reply without the cookie sets a fresh XSRF-TOKEN (readable by the
 * page's script). A state-changing /api request that carries the cookie must echo it in
 * X-XSRF-TOKEN. Authentication itself is by bearer token only.
 */
export const xsrfProtection: RequestHandler = (req, res, next) => {
  const cookie: unknown = req.cookies?.[XSRF_COOKIE];
  const hasCookie = typeof cookie === 'string';
  if (!hasCookie || cookie.length === 0) {
    res.cookie(XSRF_COOKIE, randomBytes(18).toString('base64url'), { sameSite: 'lax', path: '/' });
  }
  // A cookie that is present but empty is still a browser's cookie: it must not switch the check off.
  if (hasCookie && !SAFE_METHODS.has(req.method) && req.path.startsWith('/api/')) {
    const header = req.headers[XSRF_HEADER];
    if (typeof header !== 'string' || cookie.length === 0 || !same(header, cookie)) {
      next(
        new HttpError(403, ErrorCode.XSRF_MISMATCH, 'Missing or mismatched X-XSRF-TOKEN header'),
      );
      return;
    }
  }
  next();
};
