import { Router } from 'express';
import { walletHistoryCalls } from '@inkreel/shared';
import type { AppDeps } from '../../deps.js';
import { route } from '../../http/route.js';
import { walletHistory } from './history.js';

/** GET /api/wallet/transactions (an extension, issue 32): the bearer's own ledger only. */
export function createWalletHistoryRouter({ store, auth }: AppDeps): Router {
  const router = Router();
  route(router, walletHistoryCalls.transactions, auth.requireAuth, ({ auth, query }) =>
    walletHistory(store, auth.user._id, query.page, query.limit),
  );
  return router;
}
