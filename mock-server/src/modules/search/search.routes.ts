import { Router } from 'express';
import { searchCalls } from '@inkreel/shared';
import type { AppDeps } from '../../deps.js';
import { route } from '../../http/route.js';
import { SearchService } from './search.service.js';

export function createSearchRouter(deps: AppDeps): Router {
  const router = Router();
  const search = new SearchService(deps.store);
  route(router, searchCalls.search, ({ query }) => search.search(query));
  return router;
}
