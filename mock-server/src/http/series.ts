import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Runs middlewares one after the other as a single Express layer. Express pays for every layer it
 * walks (matching, prefix trimming, promise checks) on every request; the provider's dozen
 * app-wide middlewares in a row cost more in that walk than most of them do themselves.
 *
 * As Express does for layers: a middleware that throws or rejects passes its error on, and an
 * error (or `'route'`/`'router'`) skips the rest, since none of these handles errors.
 */
export function series(handlers: readonly RequestHandler[]): RequestHandler {
  const handler = (req: Request, res: Response, next: NextFunction) => {
    // The position lives in the closure, not in an object beside it: a per-request object
    // holding the step made V8 keep every request's garbage until a full collection
    // (docs/decisions/0240-requests-born-with-express-prototypes.md).
    let index = 0;
    const step = (error?: unknown): void => {
      if (error !== undefined && error !== null) {
        next(error);
        return;
      }
      const handler = handlers[index];
      index += 1;
      if (!handler) {
        next();
        return;
      }
      try {
        const result: unknown = handler(req, res, step);
        if (result instanceof Promise) {
          result.catch((rejected: unknown) => {
            next(rejected ?? new Error('Rejected promise'));
          });
        }
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };
  // Walkers of the app's router tree (http/known-routes.ts, for 405 answers) still find the
  // routers run inside it.
  return Object.assign(handler, { stack: handlers.map((handle) => ({ handle })) });
}

/**
 * A middleware only for paths under `prefix`, matched as `app.use(prefix, …)` matches (any letter
 * case, the prefix itself or below it). The handler sees the full URL: only use it for middlewares
 * that do not read the path.
 */
export function under(prefix: string, handler: RequestHandler): RequestHandler {
  const lower = prefix.toLowerCase();
  return (req, res, next) => {
    const path = req.path;
    const head = path.length > lower.length ? path.slice(0, lower.length + 1) : path;
    if (head.toLowerCase() === lower || head.toLowerCase() === `${lower}/`) {
      return handler(req, res, next);
    }
    next();
  };
}
