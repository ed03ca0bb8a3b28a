import { Router } from 'express';
import { subscriptionCalls } from '@inkreel/shared';
import type { Store } from '../../db/store.js';
import type { Env } from '../../env.js';
import type { AuthMiddleware } from '../../http/auth.js';
import { route } from '../../http/route.js';
import { PLANS } from './plans.js';
import { startSubscription, verifySession } from './subscription.service.js';

export function createSubscriptionRouter(deps: {
  store: Store;
  env: Pick<Env, 'PUBLIC_URL'>;
  auth: AuthMiddleware;
}): Router {
  const router = Router();
  const { store, env, auth } = deps;

  route(router, subscriptionCalls.plans, () => PLANS);
  route(router, subscriptionCalls.plansAlias, () => PLANS);

  route(router, subscriptionCalls.subscribe, auth.requireVerified, async ({ body, auth }) => {
    const reply = startSubscription(store, env.PUBLIC_URL, auth.user._id, body.planId);
    await store.write();
    return reply;
  });

  route(router, subscriptionCalls.verify, auth.requireAuth, ({ query, auth }) => ({
    success: true as const,
    subscription: verifySession(store, query.session_id, auth.user._id),
  }));

  return router;
}
