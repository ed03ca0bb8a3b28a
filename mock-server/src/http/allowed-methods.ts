import type { RequestHandler } from 'express';
import { allCalls, ErrorCode, type CallContract } from '@inkreel/shared';
import { HttpError } from './http-error.js';

/** A path the provider answers, and with which methods. */
export interface PathMethods {
  readonly method: string;
  /** Express-style: `:name` is one segment, `*name` the rest of the path. */
  readonly path: string;
}

/**
 * Pages and files outside the contracts (the checkout pages, the dev panel, the docs page's
 * assets, media below a folder): the 405 answer knows them too.
 */
export const PATHS_BEYOND_CONTRACTS: readonly PathMethods[] = [
  { method: 'GET', path: '/checkout/:paymentId' },
  { method: 'POST', path: '/checkout/:paymentId/pay' },
  { method: 'POST', path: '/checkout/:paymentId/cancel' },
  { method: 'GET', path: '/__dev' },
  { method: 'GET', path: '/api/docs/:asset' },
  { method: 'GET', path: '/api/media/*file' },
];

interface Entry {
  pattern: RegExp;
  /** A path without parameters wins over a parameter path that also matches. */
  literal: boolean;
  methods: Set<string>;
}

const toPattern = (path: string): RegExp =>
  new RegExp(
    `^${path
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*[A-Za-z_]+/g, '.+')
      .replace(/:[A-Za-z_]+/g, '[^/]+')}/?$`,
    'i',
  );

/**
 * Path pattern to methods, from the contract list (shared/) and the few paths beyond it. HEAD is
 * allowed wherever GET is, as Express answers it. `withDev` false leaves the dev panel's paths out.
 */
export function methodsByPath(withDev: boolean): (path: string) => string[] | null {
  const entries = new Map<string, Entry>();
  const calls = [
    ...allCalls.map(({ call }) => call),
    ...PATHS_BEYOND_CONTRACTS,
  ].filter((call) => withDev || !call.path.startsWith('/__dev'));
  for (const { method, path } of calls) {
    const entry = entries.get(path) ?? {
      pattern: toPattern(path),
      literal: !/[:*]/.test(path),
      methods: new Set<string>(),
    };
    entry.methods.add(method);
    if (method === 'GET') entry.methods.add('HEAD');
    entries.set(path, entry);
  }
  const list = [...entries.values()];
  return (path) => {
    const matches = list.filter((entry) => entry.pattern.test(path));
    if (matches.length === 0) return null;
    const literal = matches.filter((entry) => entry.literal);
    const methods = new Set((literal.length > 0 ? literal : matches).flatMap((e) => [...e.methods]));
    return ['GET', 'HEAD', 'POST'].filter((m) => methods.has(m));
  };
}

/**
 * Before the routers: a known path asked with another method gets 405 and `Allow`, and OPTIONS on
 * it 204 with the same `Allow` (a CORS preflight was answered before this). Unknown paths go on
 * (to a 404 unless a router answers them).
 */
export function allowedMethods(withDev: boolean): RequestHandler {
  const allowed = methodsByPath(withDev);
  return (req, res, next) => {
    const methods = allowed(req.path);
    if (!methods) return next();
    const allow = methods.join(', ');
    if (req.method === 'OPTIONS') {
      res.set('Allow', allow).status(204).end();
      return;
    }
    if (methods.includes(req.method)) return next();
    next(
      new HttpError(
        405,
        ErrorCode.METHOD_NOT_ALLOWED,
        `${req.method} is not allowed on ${req.path}`,
        {},
        { Allow: allow },
      ),
    );
  };
}

const CALLS = allCalls.map(({ call }) => ({
  call,
  pattern: toPattern(call.path),
  literal: !call.path.includes(':'),
}));

/** The contract call a request is for (a literal path wins over a parameter one), if any. */
export function callFor(method: string, path: string): CallContract | undefined {
  const asked = method === 'HEAD' ? 'GET' : method;
  const matches = CALLS.filter((c) => c.call.method === asked && c.pattern.test(path));
  return (matches.find((c) => c.literal) ?? matches[0])?.call;
}
