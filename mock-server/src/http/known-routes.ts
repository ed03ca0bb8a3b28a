import type { Request, Router } from 'express';
import { ErrorCode } from '@inkreel/shared';
import { HttpError } from './http-error.js';

interface KnownRoute {
  method: string;
  pattern: RegExp;
  /** A path without parameters: it wins over a parameter route that also matches. */
  literal: boolean;
}

/**
 * Each router carries the paths and methods registered on it, so the 404/405 handler can answer a
 * wrong method with 405 and an Allow header. Nothing is kept at module level: an app knows exactly
 * the routers mounted in it, and every app (every test) starts empty.
 */
const KNOWN = Symbol('known routes');
type Holder = { [KNOWN]?: KnownRoute[] };

export function registerKnownRoute(
  router: Router,
  method: string,
  pattern: RegExp,
  literal = false,
): void {
  const holder = router as unknown as Holder;
  (holder[KNOWN] ??= []).push({ method, pattern, literal });
}

/** Walks the app's router and every router mounted in it (Express keeps them as layers). */
function collect(handle: unknown, out: KnownRoute[]): KnownRoute[] {
  if (!handle || (typeof handle !== 'function' && typeof handle !== 'object')) return out;
  out.push(...((handle as Holder)[KNOWN] ?? []));
  const stack = (handle as { stack?: unknown }).stack;
  if (Array.isArray(stack)) {
    for (const layer of stack as { handle?: unknown }[]) collect(layer.handle, out);
  }
  return out;
}

/**
 * The methods a path answers in this request's app, or null for a path no route knows. A literal
 * path (e.g. /api/videos/upload) is preferred over a parameter route that also matches
 * (/api/videos/:id).
 */
export function allowedMethods(req: Request, path: string): string[] | null {
  const matches = collect(req.app.router, []).filter((r) => r.pattern.test(path));
  if (matches.length === 0) return null;
  const literal = matches.filter((r) => r.literal);
  return [...new Set((literal.length > 0 ? literal : matches).map((r) => r.method))];
}

/** A 405 for a path that exists for other methods only, or null. HEAD counts as GET. */
export function methodNotAllowed(req: Request): HttpError | null {
  const { method, path } = req;
  const allowed = allowedMethods(req, path);
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
