import { Router } from 'express';
import { passwordResetCalls } from '@inkreel/shared';
import { route } from '../../http/route.js';
import { createPasswordResetLimiter } from './rate-limit.js';
import { createPasswordResetService, type PasswordResetDeps } from './password-reset.service.js';

/** POST /api/auth/forgot-password, GET and POST /api/auth/reset-password (extensions, issue 32). */
export function createPasswordResetRouter(deps: PasswordResetDeps): Router {
  const router = Router();
  // One limiter per app, like the sign-in limiter: each test's app starts with none used.
  const service = createPasswordResetService(deps, createPasswordResetLimiter());
  route(router, passwordResetCalls.forgotPassword, ({ body }, req) =>
    service.forgot(body.email, req.ip ?? req.socket.remoteAddress ?? 'unknown'),
  );
  route(router, passwordResetCalls.checkResetToken, ({ params }) => service.check(params.token));
  route(router, passwordResetCalls.resetPassword, ({ body }) => service.reset(body));
  return router;
}
