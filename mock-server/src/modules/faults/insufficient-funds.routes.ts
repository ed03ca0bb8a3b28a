import { Router, type RequestHandler } from 'express';
import { contentTypeSchema, uploadCalls, walletCalls, type ContentType } from '@inkreel/shared';
import type { AuthMiddleware } from '../../http/auth.js';
import { route } from '../../http/route.js';
import { priceOf, type PriceEnv } from '../upload/upload.service.js';
import { CURRENCY, insufficientBalance } from '../wallet/wallet.service.js';
import type { Faults } from './faults.js';

/**
 * The insufficient-funds scenario: the wallet reads as empty everywhere the client looks (balance,
 * balance check, paid uploads) without touching the ledger. Free uploads still go through. Outside
 * the scenario every request passes on to the real routes.
 */
export function createInsufficientFundsRouter(deps: {
  auth: AuthMiddleware;
  faults: Pick<Faults, 'is'>;
  env: PriceEnv;
}): Router {
  const router = Router();
  const { requireAuth, requireVerified } = deps.auth;
  router.use((_req, _res, next) =>
    next(deps.faults.is('insufficient-funds') ? undefined : 'router'),
  );

  route(router, walletCalls.balance, requireAuth, () => ({ balance: 0, currency: CURRENCY }));
  route(router, uploadCalls.checkBalance, requireAuth, ({ params }) => {
    const price = priceOf(deps.env, params.contentType);
    if (price <= 0) return { sufficient: true as const, requiredAmount: 0, balance: 0 };
    throw insufficientBalance(price, 0);
  });

  const refuse =
    (type: ContentType): RequestHandler =>
    (_req, _res, next) => {
      const price = priceOf(deps.env, type);
      // Answered before the body is read: nothing is stored, nothing charged.
      next(price > 0 ? insufficientBalance(price, 0) : 'router');
    };
  for (const type of contentTypeSchema.options) {
    router.post(uploadCalls[type].path, requireVerified, refuse(type));
  }
  return router;
}
