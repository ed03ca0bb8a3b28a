import { Router } from 'express';
import {
  COMMENT_KINDS,
  commentCalls,
  moderationCalls,
  settingsCallsByKind,
  threadCallsByKind,
} from '@inkreel/shared';
import type { AuthMiddleware } from '../../http/auth.js';
import { route } from '../../http/route.js';
import { createCommentsService, type CommentsDeps } from './comments.service.js';

/** The comments feature's calls (shared/src/comments): threads, one comment, moderation. */
export function createCommentsRouter(
  deps: CommentsDeps & {
    auth: Pick<AuthMiddleware, 'requireAuth' | 'requireVerified' | 'viewerId'>;
  },
): Router {
  const router = Router();
  const comments = createCommentsService(deps);
  const { requireAuth, requireVerified, viewerId } = deps.auth;

  for (const kind of COMMENT_KINDS) {
    const calls = threadCallsByKind[kind];
    route(router, calls.list, ({ params, query }, req) =>
      comments.thread(kind, params.id, query, viewerId(req)),
    );
    route(router, calls.create, requireVerified, ({ params, body, auth }) =>
      comments.post({ ...body, kind, itemId: params.id, userId: auth.user._id }),
    );
    route(router, settingsCallsByKind[kind], requireAuth, ({ params, body, auth }) =>
      comments.setMode({ kind, itemId: params.id, userId: auth.user._id, mode: body.mode }),
    );
  }

  route(router, commentCalls.one, ({ params }, req) => comments.one(params.id, viewerId(req)));
  route(router, commentCalls.replies, ({ params, query }, req) =>
    comments.replies(params.id, query.cursor, viewerId(req)),
  );
  route(router, commentCalls.edit, requireAuth, ({ params, body, auth }) =>
    comments.edit({ id: params.id, userId: auth.user._id, text: body.text }),
  );
  route(router, commentCalls.remove, requireAuth, ({ params, auth }) =>
    comments.remove({ id: params.id, userId: auth.user._id }),
  );
  for (const [call, like] of [
    [commentCalls.like, true],
    [commentCalls.unlike, false],
  ] as const) {
    route(router, call, requireAuth, ({ params, auth }) =>
      comments.like({ id: params.id, userId: auth.user._id, like }),
    );
  }
  route(router, commentCalls.report, requireAuth, ({ params, body, auth }) =>
    comments.report({ id: params.id, userId: auth.user._id, body }),
  );

  route(router, moderationCalls.held, requireAuth, ({ query, auth }) =>
    comments.held(auth.user._id, query.cursor),
  );
  route(router, moderationCalls.approve, requireAuth, ({ params, auth }) =>
    comments.approve({ id: params.id, userId: auth.user._id }),
  );
  route(router, moderationCalls.blocks, requireAuth, ({ auth }) => comments.blocks(auth.user._id));
  for (const [call, blocked] of [
    [moderationCalls.block, true],
    [moderationCalls.unblock, false],
  ] as const) {
    route(router, call, requireAuth, ({ params, auth }) =>
      comments.setBlocked({ uploaderId: auth.user._id, userId: params.userId, blocked }),
    );
  }
  return router;
}
