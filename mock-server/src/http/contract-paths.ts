import type { RequestHandler } from 'express';
import { allCalls, ErrorCode, type CallContract } from '@inkreel/shared';
import { HttpError } from './http-error.js';

/**
 * Pages and files outside the contracts (the checkout pages, the dev panel, the docs page's
 * assets, media below a folder), so that a wrong method there is a 405 too. `*name` is the rest
 * of the path.
 */
const PATHS_BEYOND_CONTRACTS: { method: string; path: string; call?: CallContract }[] = [
  { method: 'GET', path: '/checkout/:paymentId' },
  { method: 'POST', path: '/checkout/:paymentId/pay' },
  { method: 'POST', path: '/checkout/:paymentId/cancel' },
  { method: 'GET', path: '/__dev' },
  { method: 'GET', path: '/api/docs/:asset' },
  { method: 'GET', path: '/api/media/*file' },
];

const toPattern = (path: string): RegExp =>
  new RegExp(
    `^${path
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*[A-Za-z_]+/g, '.+')
      .replace(/:[A-Za-z_]+/g, '[^/]+')}/?$`,
    'i',
  );

const KNOWN = [
  ...allCalls.map(({ call }) => ({ method: call.method, path: call.path, call })),
  ...PATHS_BEYOND_CONTRACTS,
].map((known) => ({ ...known, pattern: toPattern(known.path) }));

/** What a path matches; a path without parameters wins over one with them (/api/videos/upload). */
function matching(path: string, withDev = true) {
  const matches = KNOWN.filter(
    (k) => k.pattern.test(path) && (withDev || !k.path.startsWith('/__dev')),
  );
  const literal = matches.filter((k) => !/[:*]/.test(k.path));
  return literal.length > 0 ? literal : matches;
}

/** The contract call a request is for, if any (HEAD is GET's). */
export function callFor(method: string, path: string): CallContract | undefined {
  const asked = method === 'HEAD' ? 'GET' : method;
  return matching(path).find((k) => k.method === asked)?.call;
}

/** The methods a path answers (HEAD wherever GET is), or null for a path nobody knows. */
export function methodsFor(path: string, withDev = true): string[] | null {
  const methods = new Set(matching(path, withDev).map((k) => k.method));
  if (methods.size === 0) return null;
  return ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) =>
    methods.has(m === 'HEAD' ? 'GET' : m),
  );
}

/**
 * Before the routers: a known path asked with another method gets 405 and `Allow`, and OPTIONS on
 * it 204 with the same `Allow` (a CORS preflight was answered before this). Unknown paths go on
 * (to a 404 unless a router answers them). `withDev` false leaves the dev panel's paths out.
 */
export function allowedMethods(withDev: boolean): RequestHandler {
  return (req, res, next) => {
    const methods = methodsFor(req.path, withDev);
    if (!methods || methods.includes(req.method)) return next();
    const allow = methods.join(', ');
    if (req.method === 'OPTIONS') {
      res.set('Allow', allow).status(204).end();
      return;
    }
    const message = `${req.method} is not allowed on ${req.path}`;
    next(new HttpError(405, ErrorCode.METHOD_NOT_ALLOWED, message, {}, { Allow: allow }));
  };
}
