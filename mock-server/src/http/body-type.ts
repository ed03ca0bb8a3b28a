import type { RequestHandler } from 'express';
import { ErrorCode, hasRequestBody, requestBodyType, type HttpMethod } from '@inkreel/shared';
import { callFor } from './contract-paths.js';
import { HttpError } from './http-error.js';

/**
 * Before any body is read: a documented call's body must be of the media type the OpenAPI
 * document gives it (`application/json`; `multipart/form-data` for the uploads), else 415. A JSON
 * body sent as text/plain was left unread, then answered a misleading 400. A request without body
 * bytes goes on: a call whose body is optional (logout's `{}`) works without one.
 */
export const requireDocumentedBodyType: RequestHandler = (req, _res, next) => {
  const bytes = req.headers['transfer-encoding'] ? 1 : Number(req.headers['content-length'] ?? 0);
  const withBody = hasRequestBody(req.method as HttpMethod) && bytes > 0;
  const call = withBody ? callFor(req.method, req.path) : undefined;
  // Dev routes (the panel's forms) are not the document's.
  const expected = call?.scope === 'dev' ? undefined : call && requestBodyType(call);
  if (!expected || req.is(expected)) return next();
  const sent = req.headers['content-type'] ?? 'none';
  const message = `The request body must be ${expected} (Content-Type: ${sent})`;
  next(new HttpError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, message));
};
