import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/** nginx's "client closed request": the client left before the reply was complete. */
export const CLIENT_CLOSED_REQUEST = 499;

/**
 * One log line per request, without headers, so bearer tokens and cookies never reach the log.
 * A client that leaves early (an aborted upload, a seek in a video) is an everyday event, not a
 * server failure: its line says 499 at info level, and server errors stay at error level.
 */
export function requestLog(logger: Logger): RequestHandler[] {
  const markClientClosed: RequestHandler = (_req, res, next) => {
    // Registered before pino-http's own listener, so its line already sees the 499.
    res.once('close', () => {
      if (!res.writableFinished) res.statusCode = CLIENT_CLOSED_REQUEST;
    });
    next();
  };
  const log = pinoHttp({
    logger,
    autoLogging: { ignore: (req) => req.url === '/api/health' },
    customLogLevel: (_req, res, err) =>
      res.statusCode === CLIENT_CLOSED_REQUEST
        ? 'info'
        : err || res.statusCode >= 500
          ? 'error'
          : 'info',
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
      }),
      // pino's own view says null while no header was sent; the raw reply has the 499.
      res: (res: { statusCode: number | null; raw?: { statusCode: number } }) => ({
        statusCode: res.raw?.statusCode ?? res.statusCode,
      }),
    },
  });
  return [markClientClosed, log];
}
