import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { requestLineWriter } from './log-line.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** The app's logger, for handlers and the error handler. */
    log?: Logger;
  }
}

/** nginx's "client closed request": the client left before the reply was complete. */
export const CLIENT_CLOSED_REQUEST = 499;

/** A request whose reply is done (or was abandoned), as the log and its watchers see it. */
export interface ReplyDone {
  method: string;
  /** Path and query string, as the request named them. */
  url: string;
  /** The reply's status, or 0 when the connection closed before the reply was complete. */
  status: number;
  /** When the request arrived (ms since the epoch). */
  at: number;
  durationMs: number;
}

/**
 * Something else that wants each request once its reply is done (the fault lab's journal): it is
 * told at arrival, keeps what it needs, and shares the log's one listener per request.
 */
export interface ReplyWatch<T> {
  /** Called as the request arrives; undefined means "not this one". */
  start(req: Request): T | undefined;
  done(started: T, reply: ReplyDone): void;
}

/**
 * One line per request once its reply is done: id, method, URL, status and time, never headers,
 * so bearer tokens and cookies never reach the log. Replaces pino-http, which built a child
 * logger and serialised the request for every reply (a tenth of the CPU of a small GET).
 */
export function requestLog<T>(
  logger: Logger,
  ignore: (url: string) => boolean,
  watch?: ReplyWatch<T>,
): RequestHandler {
  // Request ids count from 1 in each app (each test app starts fresh).
  let lastId = 0;
  // Info lines written as pino writes them, without its generic serialiser (log-line.ts).
  const writeInfo = requestLineWriter(logger);
  return (req, res, next) => {
    // createApp puts the logger on its requests' prototype: adding it to each request cost an
    // own property (and a larger property store) per request.
    if (req.log !== logger) req.log = logger;
    const logged = !ignore(req.url) && logger.isLevelEnabled('info');
    const watched = watch?.start(req);
    if (!logged && watched === undefined) return next();
    const id = logged ? (lastId += 1) : 0;
    const at = watched === undefined ? 0 : Date.now();
    const start = performance.now();
    res.on('close', () => {
      // A client that leaves early (an aborted upload, a seek) is an everyday event, not a failure.
      const finished = res.writableFinished;
      const elapsed = performance.now() - start;
      const { method, originalUrl: url } = req;
      if (watched !== undefined && watch) {
        const status = finished ? res.statusCode : 0;
        watch.done(watched, { method, url, status, at, durationMs: elapsed });
      }
      if (!logged) return;
      const statusCode = finished ? res.statusCode : CLIENT_CLOSED_REQUEST;
      const responseTime = Math.round(elapsed);
      // The line a developer reads in the pretty log; the fields stay for JSON.
      const line = `${method} ${url} ${statusCode} ${responseTime} ms`;
      const msg = finished ? line : `${line} (aborted)`;
      if (statusCode < 500 && writeInfo) {
        writeInfo({ id, method, url, statusCode, responseTime, msg });
        return;
      }
      const entry = { req: { id, method, url }, res: { statusCode }, responseTime };
      if (statusCode >= 500) logger.error(entry, line);
      else logger.info(entry, msg);
    });
    next();
  };
}
