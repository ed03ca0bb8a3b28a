import { Router, type ErrorRequestHandler } from 'express';
import { authCalls, RETRY_AFTER_HEADER } from '@inkreel/shared';
import type { AppDeps } from '../../deps.js';
import { authOf } from '../../http/auth.js';
import { route } from '../../http/route.js';
import { createAuthService } from './auth.service.js';
import { RateLimitedError } from './rate-limit.js';

/** Adds Retry-After to a 429 before the app's error handler writes the body. */
export const retryAfterHeader: ErrorRequestHandler = (error, _req, res, next) => {
  if (error instanceof RateLimitedError)
    res.set(RETRY_AFTER_HEADER, String(error.retryAfterSeconds));
  next(error);
};

export function createAuthRouter(deps: AppDeps): Router {
  const router = Router();
  const service = createAuthService(deps);
  const { auth, xsrf } = deps;

  // The contract's only success status for register is 201, which route() sends.
  route(router, authCalls.register, ({ body }) => service.register(body));
  route(router, authCalls.verifyEmail, ({ params }) => service.verifyEmail(params.token));
  route(router, authCalls.resendVerification, ({ body }) => service.resendVerification(body.email));
  // A new session gets a new XSRF token (and so does the signed-out one after it).
  route(router, authCalls.login, async ({ body }, req, res) => {
    const reply = await service.login(body, req.ip ?? req.socket.remoteAddress ?? 'unknown');
    xsrf.rotate(req, res);
    return reply;
  });
  route(router, authCalls.status, auth.requireAuth, (_input, req) =>
    service.status(authOf(req).user),
  );
  route(router, authCalls.logout, auth.requireAuth, async (_input, req, res) => {
    const reply = await service.logout(authOf(req).claims);
    xsrf.rotate(req, res);
    return reply;
  });

  router.use(retryAfterHeader);
  return router;
}
