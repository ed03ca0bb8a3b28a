import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import { ErrorCode, type CallContract } from '@inkreel/shared';
import { HttpError } from './http-error.js';
import { replyChecks } from './reply-checks.js';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

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
) => Promise<unknown> | unknown;

interface KnownRoute {
  method: string;
  pattern: RegExp;
  /** A path without parameters: it wins over a parameter route that also matches. */
  literal: boolean;
}

/** Paths and methods of every route, so a wrong method answers 405 with an Allow header. */
const knownRoutes = new Map<string, KnownRoute>();

export function registerKnownRoute(method: string, pattern: RegExp, literal = false): void {
  knownRoutes.set(`${method} ${pattern.source}`, { method, pattern, literal });
}

/**
 * The methods a path answers, or null for a path no route knows. A literal path (e.g.
 * /api/videos/upload) is preferred over a parameter route that also matches (/api/videos/:id).
 */
export function allowedMethods(path: string): string[] | null {
  const matches = [...knownRoutes.values()].filter((r) => r.pattern.test(path));
  if (matches.length === 0) return null;
  const literal = matches.filter((r) => r.literal);
  return [...new Set((literal.length > 0 ? literal : matches).map((r) => r.method))];
}

/** A 405 for a path that exists for other methods only, or null. HEAD counts as GET. */
export function methodNotAllowed(method: string, path: string): HttpError | null {
  const allowed = allowedMethods(path);
  const asked = method === 'HEAD' ? 'GET' : method;
  if (!allowed || allowed.includes(asked)) return null;
  const allow = allowed.includes('GET') ? [...allowed, 'HEAD'] : allowed;
  return new HttpError(
    405,
    ErrorCode.METHOD_NOT_ALLOWED,
    `${method} is not allowed on ${path}`,
    {},
    { Allow: allow.join(', ') },
  );
}

function toPattern(path: string): RegExp {
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z_]+)/g, '[^/]+');
  return new RegExp(`^${source}/?$`);
}

export function parsePart(schema: z.ZodType | undefined, value: unknown, where: string): unknown {
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
      // `all`: a breaking reply is a server bug, answered 500 (and logged by the error handler)
      // rather than sent to a client that would misread it.
      if (checks === 'all') {
        const breach = replyBreach(call, status, body);
        if (breach) throw new Error(breach);
      }
      res.status(status).json(body);
      if (checks === 'sample' && replyChecks.sampled()) {
        const breach = replyBreach(call, status, body);
        if (breach) replyChecks.report(breach);
      }
    } catch (error) {
      next(error);
    }
  };
  registerKnownRoute(call.method, toPattern(call.path), !call.path.includes(':'));
  const method = call.method === 'GET' ? 'get' : 'post';
  router[method](call.path, ...middlewares, run);
}
