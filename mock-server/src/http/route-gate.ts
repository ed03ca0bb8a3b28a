import type { RequestHandler, Router } from 'express';

interface StackLayer {
  route?: { path?: unknown };
  /** The path a middleware was mounted on (router 2.x keeps it as given). */
  rawPath?: unknown;
  handle?: unknown;
}

const prefixOf = (path: string): string =>
  (path.split(/[:*{(]/)[0] ?? '').replace(/\/+$/, '').toLowerCase();

/**
 * The static beginning of every path a router's routes answer (lower case, as Express matches
 * without regard to case), or null when that cannot be known. A middleware mounted on a static
 * path acts only below it, and a router mounted at the root only where its own routes do; an
 * error handler acts only on its router's own errors; any other middleware may act on any path.
 */
function staticPrefixes(stack: readonly StackLayer[]): string[] | null {
  const prefixes: string[] = [];
  for (const layer of stack) {
    if (layer.route) {
      if (typeof layer.route.path !== 'string') return null;
      prefixes.push(prefixOf(layer.route.path));
      continue;
    }
    // An error handler (four parameters) is skipped by Express on a request without an error, and
    // the gate never enters a router with one: it only sees errors of this router's own layers.
    if (typeof layer.handle === 'function' && layer.handle.length > 3) continue;
    if (typeof layer.rawPath === 'string' && layer.rawPath !== '/') {
      prefixes.push(prefixOf(layer.rawPath));
      continue;
    }
    const inner = (layer.handle as { stack?: unknown } | undefined)?.stack;
    if (layer.rawPath !== '/' || !Array.isArray(inner)) return null;
    const nested = staticPrefixes(inner as StackLayer[]);
    if (!nested) return null;
    prefixes.push(...nested);
  }
  return prefixes;
}

/** A router that is only entered while `when()` holds (a fault scenario's replacement routes). */
export interface ActiveWhen {
  router: Router;
  when: () => boolean;
}

/**
 * Enters, in order, each module router for a path one of its routes could match, as one Express
 * layer. Express otherwise walks every layer of every router for every request, which was a fifth
 * of the CPU of a small GET. A router whose paths cannot be known is always entered, so skipping
 * never changes an answer: what a router passes on goes to the next one that could match, and an
 * error ends the walk (none of these handles errors).
 */
export function gatedRouters(entries: readonly (Router | ActiveWhen)[]): RequestHandler {
  const gateOf = (entry: Router | ActiveWhen) =>
    typeof entry === 'function' ? { router: entry, when: undefined } : entry;
  const routers = entries.map((entry) => gateOf(entry).router);
  let gates: { router: Router; prefixes: string[] | null; when?: () => boolean }[] | undefined;
  const handler: RequestHandler = (req, res, next) => {
    // Read on first use: every route is registered by then.
    gates ??= entries.map((entry) => {
      const { router, when } = gateOf(entry);
      return { router, when, prefixes: staticPrefixes(router.stack) };
    });
    const all = gates;
    const path = req.path.toLowerCase();
    // The position lives in the closure, not in an object beside it (see http/series.ts).
    let index = 0;
    const step = (error?: unknown): void => {
      if (error !== undefined && error !== null) {
        next(error);
        return;
      }
      while (index < all.length) {
        const gate = all[index] as (typeof all)[number];
        index += 1;
        if (gate.when && !gate.when()) continue;
        if (!gate.prefixes || gate.prefixes.some((prefix) => path.startsWith(prefix))) {
          gate.router(req, res, step);
          return;
        }
      }
      next();
    };
    step();
  };
  // Walkers of the app's router tree (http/known-routes.ts, for 405 answers) still find the routers.
  return Object.assign(handler, { stack: routers.map((router) => ({ handle: router })) });
}

/** One router behind the gate (see gatedRouters). */
export const gated = (router: Router): RequestHandler => gatedRouters([router]);
