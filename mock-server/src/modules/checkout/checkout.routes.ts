import { Router, type Response } from 'express';
import type { Store } from '../../db/store.js';
import type { Env } from '../../env.js';
import type { Faults } from '../faults/faults.service.js';
import { checkoutPage, notFoundPage, pageHeaders } from './checkout-page.js';
import { createCheckoutService, type CheckoutOutcome } from './checkout.service.js';

/**
 * The browser-facing pages of the mock payment provider (outside /api: they answer HTML and take
 * plain form posts, the way an external checkout would).
 */
export function createCheckoutRouter(deps: {
  env: Pick<Env, 'CLIENT_ORIGIN'>;
  store: Store;
  faults: Pick<Faults, 'paymentDeclined'>;
}): Router {
  const router = Router();
  const { env, store } = deps;
  const service = createCheckoutService(store, env.CLIENT_ORIGIN, deps.faults.paymentDeclined);
  const headers = pageHeaders(env.CLIENT_ORIGIN);

  const html = (res: Response, status: number, body: string) =>
    res.status(status).set(headers).send(body);

  const answer = (res: Response, outcome: CheckoutOutcome) => {
    if (outcome.type === 'redirect') return res.redirect(303, outcome.location);
    if (outcome.type === 'not-found') return html(res, 404, notFoundPage(env.CLIENT_ORIGIN));
    return html(res, 409, checkoutPage(outcome.view, service.backLink(outcome.view)));
  };

  router.get('/checkout/:paymentId', (req, res) => {
    const view = service.view(req.params.paymentId);
    if (!view) return html(res, 404, notFoundPage(env.CLIENT_ORIGIN));
    return html(res, 200, checkoutPage(view, service.backLink(view)));
  });
  router.post('/checkout/:paymentId/pay', async (req, res) => {
    answer(res, await service.pay(req.params.paymentId));
  });
  router.post('/checkout/:paymentId/cancel', async (req, res) => {
    answer(res, await service.cancel(req.params.paymentId));
  });

  return router;
}
