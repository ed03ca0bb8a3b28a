import { Router, type RequestHandler } from 'express';
import { creatorCalls, idSchema } from '@inkreel/shared';
import type { AuthMiddleware } from '../../http/auth.js';
import { notFound } from '../../domain-error.js';
import { perUserLimit } from '../../http/per-user-limit.js';
import { route } from '../../http/route.js';
import type { NotifyDeps } from '../notifications/notifications.service.js';
import {
  creator,
  creatorUploads,
  follow,
  followedCreators,
  followingFeed,
  suggestedCreators,
  unfollow,
} from './creators.service.js';

/** A malformed id names no creator: 404, as an unknown one. */
const creatorId: RequestHandler = (req, _res, next) => {
  next(idSchema.safeParse(req.params.id).success ? undefined : notFound('Creator'));
};

/** Creator pages, follows and the following feed (docs/product.md section 10). */
export function createCreatorsRouter(deps: NotifyDeps & { auth: AuthMiddleware }): Router {
  const router = Router();
  const { store } = deps;
  const { requireAuth, requireVerified, viewerId } = deps.auth;
  const limit = perUserLimit('follows and unfollows');

  // The two fixed paths come before /api/creators/:id.
  route(router, creatorCalls.suggested, (_, req) => ({
    creators: suggestedCreators(store, viewerId(req)),
  }));
  route(router, creatorCalls.followed, requireAuth, ({ auth }) => ({
    creators: followedCreators(store, auth.user._id),
  }));
  route(router, creatorCalls.byId, creatorId, ({ params }, req) =>
    creator(store, params.id, viewerId(req)),
  );
  route(router, creatorCalls.uploads, creatorId, ({ params, query }, req) =>
    creatorUploads(store, params.id, query.kind, query.page, viewerId(req)),
  );
  route(router, creatorCalls.follow, requireVerified, limit, creatorId, ({ params, auth }) =>
    follow(deps, auth.user._id, params.id),
  );
  route(router, creatorCalls.unfollow, requireVerified, limit, creatorId, ({ params, auth }) =>
    unfollow(store, auth.user._id, params.id),
  );
  route(router, creatorCalls.following, requireAuth, ({ query, auth }) =>
    followingFeed(store, auth.user._id, query.page),
  );
  return router;
}
