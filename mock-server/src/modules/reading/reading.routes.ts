import { Router } from 'express';
import { readingCalls } from '@inkreel/shared';
import type { Store } from '../../db/store.js';
import type { AuthMiddleware } from '../../http/auth.js';
import { route } from '../../http/route.js';
import {
  addHighlight,
  deleteHighlight,
  highlightsOf,
  keepPlace,
  placeOf,
  updateHighlight,
} from './reading.service.js';

/** The reading feature's calls (issue 56): any signed-in account's own places and highlights. */
export function createReadingRouter(deps: { store: Store; auth: AuthMiddleware }): Router {
  const router = Router();
  const { store } = deps;
  const signedIn = deps.auth.requireAuth;
  route(router, readingCalls.place, signedIn, ({ params, auth }) => ({
    place: placeOf(store, auth.user._id, params.bookId),
  }));
  route(router, readingCalls.keepPlace, signedIn, ({ params, body, auth }) =>
    keepPlace(store, auth.user._id, params.bookId, body),
  );
  route(router, readingCalls.highlights, signedIn, ({ query, auth }) => ({
    highlights: highlightsOf(store, auth.user._id, query.bookId),
  }));
  route(router, readingCalls.addHighlight, signedIn, ({ body, auth }) =>
    addHighlight(store, auth.user._id, body),
  );
  route(router, readingCalls.updateHighlight, signedIn, ({ params, body, auth }) =>
    updateHighlight(store, auth.user._id, params.id, body),
  );
  route(router, readingCalls.deleteHighlight, signedIn, async ({ params, auth }) => {
    await deleteHighlight(store, auth.user._id, params.id);
    return { message: 'Highlight deleted' };
  });
  return router;
}
