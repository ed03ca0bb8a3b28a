import { Router } from 'express';
import { accountCalls } from '@inkreel/shared';
import type { AuthMiddleware } from '../../http/auth.js';
import { route } from '../../http/route.js';
import { createAccountService, type AccountDeps } from './account.service.js';

export type AccountRouterDeps = AccountDeps & { auth: AuthMiddleware };

/** POST /api/account/name, /password and /sign-out-everywhere (extensions, issue 32). */
export function createAccountRouter(deps: AccountRouterDeps): Router {
  const router = Router();
  const service = createAccountService(deps);
  const { requireAuth } = deps.auth;
  route(router, accountCalls.changeName, requireAuth, ({ auth, body }) =>
    service.changeName(auth.user, body.name),
  );
  route(router, accountCalls.changePassword, requireAuth, ({ auth, body }) =>
    service.changePassword(auth.user, body),
  );
  route(router, accountCalls.signOutEverywhere, requireAuth, ({ auth }) =>
    service.signOutEverywhere(auth.user),
  );
  return router;
}
