import { Router } from 'express';
import { playlistCalls } from '@inkreel/shared';
import type { Store } from '../../db/store.js';
import type { AuthMiddleware } from '../../http/auth.js';
import { route } from '../../http/route.js';
import {
  addItem,
  createPlaylist,
  deletePlaylist,
  playlistsOf,
  publicPlaylistsOf,
  readPlaylist,
  removeItem,
  reorder,
  updatePlaylist,
} from './playlists.service.js';

/** Playlists of any kind of item (issue 55): reads for anyone allowed, changes by their owner. */
export function createPlaylistsRouter(deps: {
  store: Store;
  auth: Pick<AuthMiddleware, 'requireAuth' | 'viewerId'>;
}): Router {
  const { store, auth } = deps;
  const router = Router();
  route(router, playlistCalls.mine, auth.requireAuth, ({ auth: a }) =>
    playlistsOf(store, a.user._id),
  );
  route(router, playlistCalls.ofUser, ({ params }, req) =>
    publicPlaylistsOf(store, params.id, auth.viewerId(req)),
  );
  route(router, playlistCalls.create, auth.requireAuth, ({ auth: a, body }) =>
    createPlaylist(store, a.user._id, body),
  );
  route(router, playlistCalls.get, ({ params }, req) =>
    readPlaylist(store, params.id, auth.viewerId(req)),
  );
  route(router, playlistCalls.update, auth.requireAuth, ({ auth: a, params, body }) =>
    updatePlaylist(store, a.user._id, params.id, body),
  );
  route(router, playlistCalls.remove, auth.requireAuth, ({ auth: a, params }) =>
    deletePlaylist(store, a.user._id, params.id),
  );
  route(router, playlistCalls.addItem, auth.requireAuth, ({ auth: a, params, body }) =>
    addItem(store, a.user._id, params.id, body),
  );
  route(router, playlistCalls.removeItem, auth.requireAuth, ({ auth: a, params }) =>
    removeItem(store, a.user._id, params.id, params.entryId),
  );
  route(router, playlistCalls.order, auth.requireAuth, ({ auth: a, params, body }) =>
    reorder(store, a.user._id, params.id, body.entryIds),
  );
  return router;
}
