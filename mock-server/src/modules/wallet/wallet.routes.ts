import { Router, type RequestHandler } from 'express';
import { ErrorCode, IDEMPOTENCY_HEADER, walletCalls, walletHistoryCalls } from '@inkreel/shared';
import type { Store } from '../../db/store.js';
import type { Env } from '../../env.js';
import type { AuthMiddleware } from '../../http/auth.js';
import { HttpError } from '../../http/http-error.js';
import { route } from '../../http/route.js';
import { walletHistory } from './history.js';
import { balanceOf, startDeposit, verifyDeposit } from './wallet.service.js';

/** A missing key gets its own code; a present but malformed one fails the contract's schema. */
const requireIdempotencyKey: RequestHandler = (req, _res, next) => {
  if (req.headers[IDEMPOTENCY_HEADER] !== undefined) return next();
  const message = 'Idempotency-Key header is required';
  next(new HttpError(400, ErrorCode.IDEMPOTENCY_KEY_REQUIRED, message));
};

export function createWalletRouter(deps: { store: Store; env: Env; auth: AuthMiddleware }): Router {
  const router = Router();
  const { store, env, auth } = deps;

  route(router, walletCalls.balance, auth.requireAuth, ({ auth }) =>
    balanceOf(store, auth.user._id),
  );
  route(
    router,
    walletCalls.deposit,
    auth.requireVerified,
    requireIdempotencyKey,
    async ({ body, headers, auth }) => {
      const reply = startDeposit(store, env.PUBLIC_URL, {
        userId: auth.user._id,
        key: headers[IDEMPOTENCY_HEADER],
        amount: body.amount,
      });
      await store.write();
      return reply;
    },
  );
  route(router, walletCalls.verify, auth.requireAuth, ({ params, auth }) =>
    verifyDeposit(store, auth.user._id, params.paymentId),
  );
  // GET /api/wallet/transactions (an extension, issue 32): the bearer's own ledger only.
  route(router, walletHistoryCalls.transactions, auth.requireAuth, ({ auth, query }) =>
    walletHistory(store, auth.user._id, query.page, query.limit),
  );
  return router;
}
