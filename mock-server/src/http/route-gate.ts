import type { RequestHandler, Router } from 'express';

interface StackLayer {
  route?: { path?: unknown };
}

/**
 * The static beginning of every path a router's routes answer (lower case, as Express matches
 * without regard to case), or null when that cannot be known: a plain middleware or a nested
 * router may act on any path.
 */
function staticPrefixes(stack: readonly StackLayer[]): string[] | null {
  const prefixes: string[] = [];
  for (const layer of stack) {
    const path = layer.route?.path;
    if (typeof path !== 'string') return null;
    prefixes.push((path.split(/[:*{(]/)[0] ?? '').replace(/\/+$/, '').toLowerCase());
  }
  return prefixes;
}

/**
 * Enters a module's router only for a path one of its routes could match. Express otherwise walks
 * every layer of every router for every request, which was a fifth of the CPU of a small GET. A
 * router whose paths cannot be known is always entered, so skipping never changes an answer.
 */
export function gated(router: Router): RequestHandler {
  let prefixes: string[] | null | undefined;
  const handler: RequestHandler = (req, res, next) => {
    // Read on first use: every route is registered by then.
    if (prefixes === undefined) prefixes = staticPrefixes(router.stack);
    if (prefixes) {
      const path = req.path.toLowerCase();
      if (!prefixes.some((prefix) => path.startsWith(prefix))) {
        next();
        return;
      }
    }
    router(req, res, next);
  };
  // Walkers of the app's router tree (http/known-routes.ts, for 405 answers) still find the router.
  return Object.assign(handler, { stack: [{ handle: router }] });
}
