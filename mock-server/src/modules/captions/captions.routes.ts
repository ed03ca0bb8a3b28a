import path from 'node:path';
import { Router } from 'express';
import {
  audioChapterCalls,
  captionCalls,
  lyricsCalls,
  storyboardCalls,
  STORYBOARD_SPRITE_MAX_BYTES,
  videoChapterCalls,
} from '@inkreel/shared';
import type { Store } from '../../db/store.js';
import type { Env } from '../../env.js';
import type { AuthMiddleware } from '../../http/auth.js';
import {
  multipartParser,
  prepareTempDir,
  requireParts,
  storedFilesOf,
} from '../../http/multipart.js';
import { route } from '../../http/route.js';
import {
  addTextTrack,
  chaptersOf,
  listTextTracks,
  removeStoryboard,
  removeTextTrack,
  replaceTextTrack,
  setChapters,
  setStoryboard,
  storyboardOf,
  type ItemKind,
} from './captions.service.js';

/** Captions and lyrics, chapters and storyboards: reads for anyone, changes for the uploader. */
export function createCaptionsRouter(deps: {
  store: Store;
  env: Pick<Env, 'DATA_DIR'>;
  auth: AuthMiddleware;
}): Router {
  const router = Router();
  const { store } = deps;
  const { requireVerified, viewerId } = deps.auth;

  const textTracks = (kind: ItemKind, calls: typeof captionCalls) => {
    route(router, calls.list, ({ params }, req) =>
      listTextTracks(store, kind, params.id, viewerId(req)),
    );
    route(router, calls.add, requireVerified, ({ params, body, auth }) =>
      addTextTrack(store, kind, params.id, auth.user._id, body),
    );
    route(router, calls.replace, requireVerified, ({ params, body, auth }) =>
      replaceTextTrack(store, kind, params.id, params.language, auth.user._id, body),
    );
    route(router, calls.remove, requireVerified, ({ params, auth }) =>
      removeTextTrack(store, kind, params.id, params.language, auth.user._id),
    );
  };
  textTracks('video', captionCalls);
  textTracks('audio', lyricsCalls);

  const chapters = (kind: ItemKind, calls: typeof videoChapterCalls) => {
    route(router, calls.get, ({ params }, req) =>
      chaptersOf(store, kind, params.id, viewerId(req)),
    );
    route(router, calls.put, requireVerified, ({ params, body, auth }) =>
      setChapters(store, kind, params.id, auth.user._id, body.chapters),
    );
  };
  chapters('video', videoChapterCalls);
  chapters('audio', audioChapterCalls);

  const tempDir = path.join(deps.env.DATA_DIR, 'storyboards-tmp');
  prepareTempDir(tempDir);
  route(router, storyboardCalls.get, ({ params }, req) =>
    storyboardOf(store, params.id, viewerId(req)),
  );
  route(
    router,
    storyboardCalls.put,
    requireVerified,
    multipartParser(storyboardCalls.put, { tempDir, maxFileBytes: STORYBOARD_SPRITE_MAX_BYTES }),
    requireParts(storyboardCalls.put),
    ({ params, body, auth }, req) => {
      const sprite = storedFilesOf(req).sprite;
      if (!sprite) throw new Error('requireParts let a storyboard without its sprite through');
      return setStoryboard(store, params.id, auth.user._id, {
        spritePath: sprite.path,
        index: body.index,
      });
    },
  );
  route(router, storyboardCalls.remove, requireVerified, ({ params, auth }) =>
    removeStoryboard(store, params.id, auth.user._id),
  );
  return router;
}
