import type { NextFunction, Request, Response } from 'express';

/** The embeddable players (client/src/app/routes.tsx): the only pages another site may frame. */
export const EMBED_PATH = /^\/embed\/(video|audio)\/[^/]+\/?$/;

/**
 * Lets any site frame the embed pages: `frame-ancestors *` in place of the site-wide
 * `'none'` in the CSP helmet has set (csp.ts), and no X-Frame-Options (which knows no "any").
 * Every other page keeps both, so it cannot be framed (clickjacking).
 */
export function allowFramingOfEmbeds(req: Request, res: Response, next: NextFunction): void {
  if (EMBED_PATH.test(req.path)) {
    const policy = res.getHeader('Content-Security-Policy');
    if (typeof policy === 'string') {
      res.setHeader(
        'Content-Security-Policy',
        policy.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'),
      );
    }
    res.removeHeader('X-Frame-Options');
  }
  next();
}
