import { Router } from 'express';
import { notificationCalls } from '@inkreel/shared';
import type { AuthMiddleware } from '../../http/auth.js';
import { route } from '../../http/route.js';
import {
  markRead,
  mutedKinds,
  notificationPage,
  saveSettings,
  type NotifyDeps,
} from './notifications.service.js';

/** Notifications (docs/product.md section 10): any signed-in account reads its own. */
export function createNotificationsRouter(deps: NotifyDeps & { auth: AuthMiddleware }): Router {
  const router = Router();
  const { requireAuth } = deps.auth;
  route(router, notificationCalls.list, requireAuth, ({ query, auth }) =>
    notificationPage(deps.store, auth.user._id, query.cursor, query.limit),
  );
  route(router, notificationCalls.read, requireAuth, ({ body, auth }) =>
    markRead(deps, auth.user._id, body),
  );
  route(router, notificationCalls.settings, requireAuth, ({ auth }) => ({
    muted: mutedKinds(deps.store, auth.user._id),
  }));
  route(router, notificationCalls.saveSettings, requireAuth, ({ body, auth }) =>
    saveSettings(deps.store, auth.user._id, body),
  );
  return router;
}
