import { parse as parseCookies } from 'cookie';
import type { Request, RequestHandler, Response } from 'express';
import { ErrorCode, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@inkreel/shared';
import { HttpError } from './http-error.js';
import { sameToken, type XsrfTokens } from './xsrf-tokens.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface Xsrf {
  /** Gives every /api reply the session's token and refuses unsafe browser calls without it. */
  protect: RequestHandler;
  /** A new token for a new session (login, logout): new cookie and response header. */
  rotate(req: Request, res: Response): void;
}

function setCookie(req: Request, res: Response, token: string): void {
  // Readable by the page's script (double-submit); a session cookie, Lax like a login cookie.
  // Written as res.cookie() would (`cookie` serialises these attributes in this order); tokens
  // are base64url and a dot, which need no encoding.
  const cookie = `${XSRF_COOKIE_NAME}=${token}; Path=/${req.secure ? '; Secure' : ''}; SameSite=Lax`;
  // One Set-Cookie for the token per reply, even when a rotation replaces the one protect() set.
  const previous = res.getHeader('Set-Cookie');
  if (previous === undefined) {
    res.setHeader('Set-Cookie', cookie);
    return;
  }
  const others = [previous]
    .flat()
    .map(String)
    .filter((c) => !c.startsWith(`${XSRF_COOKIE_NAME}=`));
  res.setHeader('Set-Cookie', [...others, cookie]);
}

/** Request header names as Node keeps them (lower case): read directly, not through req.get(). */
const XSRF_HEADER_KEY = XSRF_HEADER_NAME.toLowerCase();

function give(req: Request, res: Response, token: string, withCookie: boolean): void {
  res.setHeader(XSRF_HEADER_NAME, token);
  // A browser drops a SameSite=Lax cookie from a cross-site reply, so none is offered there.
  if (withCookie && req.headers['sec-fetch-site'] !== 'cross-site') setCookie(req, res, token);
}

/**
 * Cross-site request protection that works for a client on the provider's origin and on another
 * one (docs/decisions/0100-xsrf-across-origins.md). Authentication itself is by bearer token only.
 *
 * - The session's token is the valid XSRF-TOKEN cookie, else the valid X-XSRF-TOKEN header the
 *   client echoed (a client on another site never sees the cookie), else a new one. A new one is
 *   also set as the cookie: once per session, not on every reply.
 * - Every /api reply carries the session's token in the X-XSRF-TOKEN header (exposed by CORS).
 * - An unsafe /api call from a browser (it sends the cookie or an Origin header) must carry a
 *   valid X-XSRF-TOKEN equal to the cookie when there is one; otherwise 403 XSRF_MISMATCH, and
 *   the refusal's header brings the token to retry with. Calls with neither (curl, servers) pass.
 */
export function createXsrf(tokens: XsrfTokens): Xsrf {
  const protect: RequestHandler = (req, res, next) => {
    if (!req.path.startsWith('/api/')) return next();
    // The only cookie the provider reads, so the header is parsed here and nowhere else.
    const cookieHeader = req.headers.cookie;
    const cookie =
      cookieHeader === undefined ? undefined : parseCookies(cookieHeader)[XSRF_COOKIE_NAME];
    const header = req.headers[XSRF_HEADER_KEY];
    const hasCookie = typeof cookie === 'string';
    const cookieToken = hasCookie && tokens.isValid(cookie) ? cookie : undefined;
    const headerToken = typeof header === 'string' && tokens.isValid(header) ? header : undefined;

    const current = cookieToken ?? (hasCookie ? undefined : headerToken);
    give(req, res, current ?? tokens.issue(), current === undefined);

    const fromBrowser = hasCookie || req.headers.origin !== undefined;
    if (fromBrowser && !SAFE_METHODS.has(req.method)) {
      // A cookie that is present but empty or forged is still a browser's: it never switches the
      // check off, and the header must equal it.
      const ok = headerToken !== undefined && (!hasCookie || sameToken(headerToken, cookie));
      const message = 'Missing or mismatched X-XSRF-TOKEN header';
      if (!ok) return next(new HttpError(403, ErrorCode.XSRF_MISMATCH, message));
    }
    next();
  };

  return { protect, rotate: (req, res) => give(req, res, tokens.issue(), true) };
}
