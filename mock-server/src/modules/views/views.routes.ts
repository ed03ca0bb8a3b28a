import { Router, type Request, type RequestHandler } from 'express';
import { idSchema, viewCalls, type PlayedBody } from '@inkreel/shared';
import type { AuthMiddleware } from '../../http/auth.js';
import { notFound } from '../../domain-error.js';
import type { Store } from '../../db/store.js';
import { route } from '../../http/route.js';
import { countPlayback, viewerKey, type PlayedKind } from './views.service.js';

/** Views and plays reported after real playback (docs/product.md section 10). */
export function createViewsRouter(deps: { store: Store; auth: AuthMiddleware }): Router {
  const router = Router();
  const idOr404 =
    (what: string): RequestHandler =>
    (req, _res, next) => {
      next(idSchema.safeParse(req.params.id).success ? undefined : notFound(what));
    };

  /** The request as a plain report: what played, how long, and who watched. */
  const report = (kind: PlayedKind, itemId: string, body: PlayedBody, req: Request) => {
    const userId = deps.auth.viewerId(req);
    const viewer = viewerKey({
      userId,
      visitorId: body.visitorId,
      address: req.ip ?? '',
      userAgent: req.get('user-agent') ?? '',
    });
    const { seconds, duration } = body;
    return countPlayback(deps.store, { kind, itemId, viewer, userId, seconds, duration });
  };

  route(router, viewCalls.video, idOr404('Video'), ({ params, body }, req) => {
    const { counted, total } = report('video', params.id, body, req);
    return { counted, views: total };
  });
  route(router, viewCalls.audio, idOr404('Audio'), ({ params, body }, req) => {
    const { counted, total } = report('audio', params.id, body, req);
    return { counted, plays: total };
  });
  return router;
}
