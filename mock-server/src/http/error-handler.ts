import { unlink } from 'node:fs/promises';
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { ErrorCode } from '@inkreel/shared';
import { DomainError } from '../domain-error.js';
import { callFor } from './contract-paths.js';
import { toHttp } from './error-status.js';
import { HttpError } from './http-error.js';
import { storedFilesOf } from './multipart.js';
import { multipartError } from './multipart-errors.js';

/** nginx's "client closed request": the client left before the reply was complete. */
export const CLIENT_CLOSED_REQUEST = 499;

/** Files multer stored for a request that then failed are removed, so nothing partial is kept. */
const removeUploadedFiles = (req: Request) =>
  Promise.all(
    Object.values(storedFilesOf(req)).map((file) => unlink(file.path).catch(() => undefined)),
  );

/** body-parser's strict mode refuses valid JSON that is not an object or array too. */
function parsesAsJson(text: unknown): boolean {
  try {
    return typeof text === 'string' && JSON.parse(text) !== undefined;
  } catch {
    return false;
  }
}

function toHttpError(error: unknown, req: Request): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof DomainError) return toHttp(error, callFor(req.method, req.path));
  // body-parser says what went wrong in fields of its errors (type, status...); multer in code.
  const err: Partial<Record<string, unknown>> =
    typeof error === 'object' && error !== null ? error : {};
  const message = typeof err.message === 'string' ? err.message : undefined;
  if (err.type === 'entity.parse.failed') {
    // Broken JSON and JSON that is not an object share one error type: the message says which.
    const message = parsesAsJson(err.body)
      ? 'Request body must be a JSON object'
      : 'Request body is not valid JSON';
    return new HttpError(400, ErrorCode.VALIDATION_FAILED, message);
  }
  if (err.type === 'entity.too.large') {
    return new HttpError(413, ErrorCode.PAYLOAD_TOO_LARGE, 'Request body is too large');
  }
  if (err.type === 'charset.unsupported' || err.type === 'encoding.unsupported') {
    return new HttpError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, message ?? 'Unsupported encoding');
  }
  const multipart = multipartError(error);
  if (multipart) return multipart;
  if (typeof err.status === 'number' && err.status >= 400 && err.status < 500) {
    return new HttpError(err.status, ErrorCode.VALIDATION_FAILED, message ?? 'Bad request');
  }
  return new HttpError(500, ErrorCode.INTERNAL_ERROR, 'Something went wrong on the server');
}

/** The client went away (an aborted upload): nobody reads a reply, and nothing failed here. */
// (Not req.destroyed: a request whose body was read to the end is destroyed too.)
const clientGone = (req: Request, res: Response): boolean => res.destroyed || req.socket.destroyed;

export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  if (clientGone(req, res)) {
    res.statusCode = CLIENT_CLOSED_REQUEST;
    req.log.info(
      { reason: error instanceof Error ? error.message : undefined },
      'client closed the request',
    );
    void removeUploadedFiles(req);
    return;
  }
  const httpError = toHttpError(error, req);
  if (httpError.status >= 500) req.log.error({ err: error }, 'request failed');
  void removeUploadedFiles(req).finally(() => {
    if (res.headersSent) return;
    res.set(httpError.headers).status(httpError.status).json(httpError.toBody());
  });
};

/** Paths no route answered (a wrong method was answered 405 before the routers). */
export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new HttpError(404, ErrorCode.NOT_FOUND, `No route for ${req.method} ${req.path}`));
};
