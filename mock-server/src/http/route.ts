import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import type * as z from 'zod/mini';
import { ErrorCode, type CallContract } from '@inkreel/shared';
import { HttpError } from './http-error.js';
import { JsonText } from './json-text.js';
import { registerKnownRoute } from './known-routes.js';
import { PartCache } from './part-cache.js';
import { replyChecksOf } from './reply-checks.js';

type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

export interface RouteInput<C extends CallContract> {
  params: Parsed<C['params']>;
  query: Parsed<C['query']>;
  body: Parsed<C['body']>;
  headers: Parsed<C['headers']>;
}

export type RouteHandler<C extends CallContract> = (
  input: RouteInput<C>,
  req: Request,
  res: Response,
) => unknown;

function toPattern(path: string): RegExp {
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z_]+)/g, '[^/]+');
  return new RegExp(`^${source}/?$`);
}

export function parsePart(
  schema: z.ZodMiniType | undefined,
  value: unknown,
  where: string,
): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  const first = issues[0];
  const message = first ? `Invalid ${first.path}: ${first.message}` : `Invalid ${where}`;
  throw new HttpError(400, ErrorCode.VALIDATION_FAILED, message, { issues });
}

/** Validates a request against its contract, then runs the handler. */
export function validateInput<C extends CallContract>(
  call: C,
  req: Request,
  fromUrl?: PartCache,
): RouteInput<C> {
  // A part the contract has no schema for is not read: `req.query` parses the query string.
  const { params, query } = fromUrl
    ? (fromUrl.get(req.url, () => urlParts(call, req)) as UrlParts)
    : urlParts(call, req);
  return {
    params,
    query,
    headers: call.headers && parsePart(call.headers, req.headers, 'headers'),
    body: call.body && parsePart(call.body, req.body ?? {}, 'body'),
  } as RouteInput<C>;
}

interface UrlParts {
  params: unknown;
  query: unknown;
}

/** The parts a request's URL gives: the path's parameters and the query string. */
const urlParts = (call: CallContract, req: Request): UrlParts => ({
  params: call.params && parsePart(call.params, req.params, 'params'),
  query: call.query && parsePart(call.query, req.query, 'query'),
});

/** Why a reply breaks its contract, or null when it keeps it (or has no JSON contract). */
function replyBreach(call: CallContract, status: number, body: unknown): string | null {
  const schema = call.responses[status];
  if (!schema || call.binary) return null;
  const result = schema.safeParse(body);
  if (result.success) return null;
  return `Reply of ${call.method} ${call.path} breaks its contract: ${result.error.message}`;
}

const JSON_TYPE = 'application/json; charset=utf-8';

type EtagFn = (body: Buffer, encoding?: BufferEncoding) => string | undefined;

/**
 * Bodies shorter than this get no ETag (a balance, a status): a 304 would carry an ETag header
 * about as long as the body it saves, and hashing the body cost more than sending it.
 */
export const ETAG_FROM_BYTES = 128;

const isPromise = (value: unknown): value is Promise<unknown> => value instanceof Promise;

/**
 * Sends a reply body as JSON, as `res.json()` would (this app sets no JSON replacer, spaces or
 * escaping), but as bytes with their ETag set: Express would otherwise convert the text to bytes
 * to hash it, and a cached JsonText (a list page) is neither serialised, converted nor hashed
 * again. `res.send()` still answers conditional requests with 304 and HEAD without a body. A body
 * marked `etag: false`, or shorter than ETAG_FROM_BYTES, is written as `res.send()` would write it
 * without an ETag.
 */
function sendJson(req: Request, res: Response, status: number, body: unknown): void {
  const json = body instanceof JsonText ? body : new JsonText(JSON.stringify(body));
  res.statusCode = status;
  res.setHeader('Content-Type', JSON_TYPE);
  if (json.options.etag === false || json.byteLength < ETAG_FROM_BYTES) {
    res.setHeader('Content-Length', json.byteLength);
    const chunks = json.chunks;
    if (req.method === 'HEAD') res.end();
    else if (chunks.length === 1) res.end(chunks[0]);
    else {
      // One write to the socket for the headers and every part (end() uncorks).
      res.cork();
      for (const chunk of chunks) res.write(chunk);
      res.end();
    }
    return;
  }
  const etagFn = req.app.get('etag fn') as EtagFn | undefined;
  if (typeof etagFn === 'function' && res.getHeader('ETag') === undefined) {
    const tag = json.etag(etagFn);
    if (tag) res.setHeader('ETag', tag);
  }
  res.send(json.bytes);
}

/** What the contract is checked against: a serialised reply is parsed back (the bytes sent). */
const checkedValue = (body: unknown): unknown =>
  body instanceof JsonText ? JSON.parse(body.text) : body;

/**
 * Registers one call of the contract: its middlewares, request validation, then the handler.
 * A handler returns the reply body (sent as JSON with the first 2xx status the contract declares)
 * or sends the reply itself and returns undefined. A handler that returns a value (not a promise)
 * is answered in the same tick.
 */
export function route<C extends CallContract>(
  router: Router,
  call: C,
  ...chain: [...RequestHandler[], RouteHandler<C>]
): void {
  const handler = chain.pop() as RouteHandler<C>;
  const middlewares = chain as RequestHandler[];
  const status = Number(
    Object.keys(call.responses).find((s) => Number(s) >= 200 && Number(s) < 300) ?? 200,
  );
  const sampledTexts = new WeakSet<object>();
  const reply = (req: Request, res: Response, body: unknown): void => {
    if (body === undefined || res.headersSent) return;
    const checks = replyChecksOf(req.app);
    // `all`: a breaking reply is a server bug, answered 500 (and logged by the error handler)
    // rather than sent to a client that would misread it.
    if (checks.mode === 'all') {
      const breach = replyBreach(call, status, checkedValue(body));
      if (breach) throw new Error(breach);
    }
    sendJson(req, res, status, body);
    // A kept JsonText (a cached list page) is the same bytes on every reply: checked once, it is
    // not parsed again, nor does it use up the sample of a reply that was never checked.
    if (checks.mode === 'sample' && !sampledTexts.has(body as object) && checks.sampled()) {
      if (body instanceof JsonText) sampledTexts.add(body);
      const breach = replyBreach(call, status, checkedValue(body));
      if (breach) checks.report(breach);
    }
  };
  // The URL's parts validated once per distinct URL (the same first page, the same video): the
  // URL as this router sees it decides both, through the app's query parser.
  const fromUrl = call.params || call.query ? new PartCache() : undefined;
  let queryParser: unknown;
  const run = (req: Request, res: Response, next: NextFunction): void => {
    let body: unknown;
    try {
      if (fromUrl && call.query) {
        const parser: unknown = req.app.get('query parser fn');
        if (parser !== queryParser) {
          fromUrl.clear();
          queryParser = parser;
        }
      }
      body = handler(validateInput(call, req, fromUrl), req, res);
      if (!isPromise(body)) {
        reply(req, res, body);
        return;
      }
    } catch (error) {
      next(error);
      return;
    }
    body.then((value) => reply(req, res, value)).catch(next);
  };
  registerKnownRoute(router, call.method, toPattern(call.path), !call.path.includes(':'));
  const method = call.method === 'GET' ? 'get' : 'post';
  router[method](call.path, ...middlewares, run);
}
