import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import type * as z from 'zod/mini';
import { ErrorCode, type CallContract } from '@inkreel/shared';
import { HttpError } from './http-error.js';
import { JsonText } from './json-text.js';
import { replyChecks } from './reply-checks.js';
import { registerKnownRoute } from './known-routes.js';

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
export function validateInput<C extends CallContract>(call: C, req: Request): RouteInput<C> {
  return {
    params: parsePart(call.params, req.params, 'params'),
    query: parsePart(call.query, req.query, 'query'),
    headers: parsePart(call.headers, req.headers, 'headers'),
    body: parsePart(call.body, call.multipart ? (req.body ?? {}) : (req.body ?? {}), 'body'),
  } as RouteInput<C>;
}

/** Why a reply breaks its contract, or null when it keeps it (or has no JSON contract). */
function replyBreach(call: CallContract, status: number, body: unknown): string | null {
  const schema = call.responses[status];
  if (!schema || call.binary) return null;
  const result = schema.safeParse(body);
  if (result.success) return null;
  return `Reply of ${call.method} ${call.path} breaks its contract: ${result.error.message}`;
}

/**
 * Registers one call of the contract: its middlewares, request validation, then the handler.
 * A handler returns the reply body (sent as JSON with the first 2xx status the contract declares)
 * or sends the reply itself and returns undefined.
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
  const run = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const input = validateInput(call, req);
      const body = await handler(input, req, res);
      if (body === undefined || res.headersSent) return;
      const checks = replyChecks.mode;
      // What the contract is checked against: a serialised reply is parsed back, so the check
      // sees exactly the bytes the client gets.
      const value = () => (body instanceof JsonText ? (JSON.parse(body.text) as unknown) : body);
      // `all`: a breaking reply is a server bug, answered 500 (and logged by the error handler)
      // rather than sent to a client that would misread it.
      if (checks === 'all') {
        const breach = replyBreach(call, status, value());
        if (breach) throw new Error(breach);
      }
      if (body instanceof JsonText) {
        // Bytes, converted once: Express would convert a string for the ETag and Node again to
        // write it. The content type is what res.json() sets.
        res
          .status(status)
          .set('Content-Type', 'application/json; charset=utf-8')
          .send(Buffer.from(body.text));
      } else res.status(status).json(body);
      if (checks === 'sample' && replyChecks.sampled()) {
        const breach = replyBreach(call, status, value());
        if (breach) replyChecks.report(breach);
      }
    } catch (error) {
      next(error);
    }
  };
  registerKnownRoute(router, call.method, toPattern(call.path), !call.path.includes(':'));
  const method = call.method === 'GET' ? 'get' : 'post';
  router[method](call.path, ...middlewares, run);
}
