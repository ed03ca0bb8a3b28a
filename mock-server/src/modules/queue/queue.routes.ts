import { Router } from 'express';
import { queueCalls } from '@inkreel/shared';
import type { Store } from '../../db/store.js';
import type { AuthMiddleware } from '../../http/auth.js';
import { route } from '../../http/route.js';
import { queueOf, writeQueue } from './queue.service.js';

/** The play queue kept across devices (issue 55): any signed-in account, its own queue only. */
export function createQueueRouter(deps: { store: Store; auth: AuthMiddleware }): Router {
  const router = Router();
  route(router, queueCalls.get, deps.auth.requireAuth, ({ auth }) =>
    queueOf(deps.store, auth.user._id),
  );
  route(router, queueCalls.put, deps.auth.requireAuth, ({ auth, body }) =>
    writeQueue(deps.store, auth.user._id, body),
  );
  return router;
}
