import { Router } from 'express';
import { authCalls } from '@inkreel/shared';
import type { AuthMiddleware } from '../../http/auth.js';
import type { Xsrf } from '../../http/xsrf.js';
import { route } from '../../http/route.js';
import { createAccountRouter, type AccountRouterDeps } from './account.routes.js';
import { createAuthService, type AuthServiceDeps } from './auth.service.js';
import { createGoogleRouter, type GoogleRouterDeps } from './google.routes.js';
import type { PasswordResetDeps } from './password-reset.service.js';
import { createPasswordResetRouter } from './password-reset.routes.js';

/** What the auth routers use of the app's dependencies (decision 0305). */
export type AuthRouterDeps = AuthServiceDeps &
  PasswordResetDeps &
  AccountRouterDeps &
  GoogleRouterDeps & { auth: AuthMiddleware; xsrf: Xsrf };

export function createAuthRouter(deps: AuthRouterDeps): Router {
  const router = Router();
  const service = createAuthService(deps);
  const { auth, xsrf } = deps;

  route(router, authCalls.register, ({ body }) => service.register(body));
  route(router, authCalls.verifyEmail, ({ params }) => service.verifyEmail(params.token));
  route(router, authCalls.resendVerification, ({ body }) => service.resendVerification(body.email));
  // A new session gets a new XSRF token (and so does the signed-out one after it).
  route(router, authCalls.login, async ({ body }, req, res) => {
    const reply = await service.login(body, req.ip ?? req.socket.remoteAddress ?? 'unknown');
    xsrf.rotate(req, res);
    return reply;
  });
  route(router, authCalls.status, auth.requireAuth, ({ auth }) => service.status(auth.user));
  route(router, authCalls.logout, auth.requireAuth, async ({ auth }, req, res) => {
    const reply = await service.logout(auth.claims);
    xsrf.rotate(req, res);
    return reply;
  });
  router.use(createPasswordResetRouter(deps));
  router.use(createAccountRouter(deps));
  router.use(createGoogleRouter(deps));
  return router;
}
