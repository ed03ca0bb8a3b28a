import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

declare module 'express-serve-static-core' {
  interface Request {
    /** The app's logger, for handlers and the error handler. */
    log?: Logger;
  }
}

let lastId = 0;

/**
 * One line per request once its reply is done: id, method, URL, status and time, never headers,
 * so bearer tokens and cookies never reach the log. Replaces pino-http, which built a child
 * logger and serialised the request for every reply (a tenth of the CPU of a small GET).
 */
export function requestLog(logger: Logger, ignore: (url: string) => boolean): RequestHandler {
  return (req, res, next) => {
    req.log = logger;
    if (ignore(req.url) || !logger.isLevelEnabled('info')) return next();
    const id = (lastId += 1);
    const start = performance.now();
    res.once('close', () => {
      const entry = {
        req: { id, method: req.method, url: req.originalUrl },
        res: { statusCode: res.statusCode },
        responseTime: Math.round(performance.now() - start),
      };
      logger.info(entry, res.writableFinished ? 'request completed' : 'request aborted');
    });
    next();
  };
}
