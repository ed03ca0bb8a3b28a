import type { Request, RequestHandler, Response, Router } from 'express';
import type * as z from 'zod/mini';
import { ErrorCode, type CallContract, type SuccessOf } from '@inkreel/shared';
import type { AuthContext } from './auth.js';
import { HttpError, unauthorized } from './http-error.js';
import { sendFile, type SendFileOptions } from './send-file.js';

type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : undefined;
/** The success body of a call, or of each call of a union (one route for several uploads). */
type Success<C extends CallContract> = C extends CallContract ? SuccessOf<C> : never;

/** What a handler gets: the request's parts as its contract parsed them, and who asks. */
export interface RouteInput<C extends CallContract> {
  params: Parsed<C['params']>;
  query: Parsed<C['query']>;
  body: Parsed<C['body']>;
  headers: Parsed<C['headers']>;
  /** The signed-in account; always there when the contract requires a bearer token. */
  auth: C['auth'] extends true ? AuthContext : AuthContext | undefined;
}

/**
 * A handler returns the contract's success body (or throws a coded error); `req` and `res` are
 * there for what is not the body (the caller's address, a cookie, work after the reply).
 */
export type RouteHandler<C extends CallContract, R = Success<C>> = (
  input: RouteInput<C>,
  req: Request,
  res: Response,
) => R | Promise<R>;

/** A binary reply: a file streamed from disk, or a generated text (an SVG, an HTML page). */
export type BinaryReply =
  | { file: string; options?: SendFileOptions }
  | { text: string; headers: Record<string, string> };

function parsePart(schema: z.ZodMiniType | undefined, value: unknown, where: string): unknown {
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

/** The request validated against its contract (400 VALIDATION_FAILED with the issues if not). */
export function validateInput<C extends CallContract>(call: C, req: Request): RouteInput<C> {
  if (call.auth === true && !req.auth) throw unauthorized();
  return {
    params: parsePart(call.params, req.params, 'params'),
    query: parsePart(call.query, req.query, 'query'),
    headers: parsePart(call.headers, req.headers, 'headers'),
    body: parsePart(call.body, req.body ?? {}, 'body'),
    auth: req.auth,
  } as RouteInput<C>;
}

/** The first 2xx status the contract declares: the one every success of the call is sent with. */
export const successStatus = (call: CallContract): number =>
  Number(Object.keys(call.responses).find((s) => Number(s) >= 200 && Number(s) < 300) ?? 200);

/**
 * Why a body breaks the call's success schema, or null when it keeps it. In development and tests
 * every reply is checked (catching drift is the mock's job); REPLY_CHECKS=off turns it off.
 */
function replyBreach(call: CallContract, status: number, body: unknown): string | null {
  const result = call.responses[status]?.safeParse(body);
  if (!result || result.success) return null;
  return `Reply of ${call.method} ${call.path} breaks its contract: ${result.error.message}`;
}

const methodOf = (call: CallContract) =>
  call.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Registers one JSON call: its middlewares, request validation, the handler, then the reply with
 * the contract's success status. A reply that breaks the contract is a server bug: a 500, logged
 * by the error handler, rather than a body the client would misread.
 */
export function route<C extends CallContract>(
  router: Router,
  call: C,
  ...chain: [...RequestHandler[], RouteHandler<C>]
): void {
  const handler = chain.pop() as RouteHandler<C>;
  const status = successStatus(call);
  router[methodOf(call)](call.path, ...(chain as RequestHandler[]), async (req, res) => {
    const body = await handler(validateInput(call, req), req, res);
    if (req.app.locals.checkReplies !== false) {
      const breach = replyBreach(call, status, body);
      if (breach) throw new Error(breach);
    }
    res.status(status).json(body);
  });
}

/** Registers one call whose success is bytes (an image, a book, a page): see BinaryReply. */
export function binaryRoute<C extends CallContract>(
  router: Router,
  call: C,
  ...chain: [...RequestHandler[], RouteHandler<C, BinaryReply>]
): void {
  const handler = chain.pop() as RouteHandler<C, BinaryReply>;
  router[methodOf(call)](call.path, ...(chain as RequestHandler[]), async (req, res) => {
    const reply = await handler(validateInput(call, req), req, res);
    if ('file' in reply) await sendFile(req, res, reply.file, reply.options);
    else res.status(successStatus(call)).set(reply.headers).send(reply.text);
  });
}
