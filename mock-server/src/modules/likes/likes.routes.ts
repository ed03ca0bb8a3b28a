import { Router, type RequestHandler } from 'express';
import { ITEM_KINDS, idSchema, likeCalls, likeCallsByKind } from '@inkreel/shared';
import type { AuthMiddleware } from '../../http/auth.js';
import { notFound } from '../../domain-error.js';
import { perUserLimit } from '../../http/per-user-limit.js';
import { route } from '../../http/route.js';
import type { NotifyDeps } from '../notifications/notifications.service.js';
import { like, likedBy, unlike } from './likes.service.js';

/** Likes on every kind of item (docs/product.md section 10). */
export function createLikesRouter(deps: NotifyDeps & { auth: AuthMiddleware }): Router {
  const router = Router();
  const { requireAuth, requireVerified } = deps.auth;
  const limit = perUserLimit('likes and unlikes');
  // A malformed id names nothing: 404, as an unknown one.
  const itemId: RequestHandler = (req, _res, next) => {
    next(idSchema.safeParse(req.params.id).success ? undefined : notFound('Item'));
  };

  for (const kind of ITEM_KINDS) {
    const calls = likeCallsByKind[kind];
    route(router, calls.like, requireVerified, limit, itemId, ({ params, auth }) =>
      like(deps, { userId: auth.user._id, kind, itemId: params.id }),
    );
    route(router, calls.unlike, requireVerified, limit, itemId, ({ params, auth }) =>
      unlike(deps.store, { userId: auth.user._id, kind, itemId: params.id }),
    );
  }
  route(router, likeCalls.mine, requireAuth, ({ query, auth }) =>
    likedBy(deps.store, auth.user._id, query.page),
  );
  return router;
}
