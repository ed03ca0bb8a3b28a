import { Router } from 'express';
import { searchCalls } from '@inkreel/shared';
import type { Store } from '../../db/store.js';
import { route } from '../../http/route.js';
import { searchCatalogue } from './search.service.js';

export function createSearchRouter(deps: { store: Store }): Router {
  const router = Router();
  route(router, searchCalls.search, ({ query }) => searchCatalogue(deps.store, query));
  return router;
}
