import { Router } from 'express';
import { myUploadsCalls } from '@inkreel/shared';
import type { Store } from '../../db/store.js';
import type { AuthMiddleware } from '../../http/auth.js';
import { route } from '../../http/route.js';
import { myUploadsOf } from './my-uploads.service.js';

export function createMyUploadsRouter(deps: { store: Store; auth: AuthMiddleware }): Router {
  const router = Router();
  // Any signed-in account, verified or not: reading one's own uploads changes nothing (an
  // unverified account has none yet, since uploading needs a verified e-mail).
  route(router, myUploadsCalls.mine, deps.auth.requireAuth, ({ auth }) =>
    myUploadsOf(deps.store, auth.user._id),
  );
  return router;
}
