import cookieParser from 'cookie-parser';
import express, { type Express, type RequestHandler } from 'express';
import type { AppDeps } from './deps.js';
import { errorHandler, notFoundHandler } from './http/error-handler.js';
import { createCors } from './http/cors.js';
import { configureReplyChecks } from './http/reply-checks.js';
import { requestLog } from './http/request-log.js';
import { gated } from './http/route-gate.js';
import { securityHeaders } from './http/security-headers.js';
import { createAuthRouter } from './modules/auth/auth.routes.js';
import { createCheckoutRouter } from './modules/checkout/checkout.routes.js';
import { createContentRouter } from './modules/content/content.routes.js';
import { createDevRouter, createHealthRouter } from './modules/dev/dev.routes.js';
import { createDocsRouter } from './modules/docs/docs.routes.js';
import { createFaultMiddleware } from './modules/faults/faults.routes.js';
import { createInsufficientFundsRouter } from './modules/faults/insufficient-funds.routes.js';
import { createMediaRouter } from './modules/media/media.routes.js';
import { createSearchRouter } from './modules/search/search.routes.js';
import { createSubscriptionRouter } from './modules/subscription/subscription.routes.js';
import { createUploadRouter } from './modules/upload/upload.routes.js';
import { createWalletRouter } from './modules/wallet/wallet.routes.js';

/** Body parsers only where a body can be: GET and HEAD skip them (most of the traffic). */
const withBody =
  (parser: RequestHandler): RequestHandler =>
  (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    parser(req, res, next);
  };

/** Builds the mock provider's HTTP app. It never listens: main.ts and the tests do that. */
export function createApp(deps: AppDeps): Express {
  configureReplyChecks(deps.env.REPLY_CHECKS, (breach) => deps.logger.error(breach));
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(requestLog(deps.logger, (url) => url === '/api/health'));
  app.use(securityHeaders());
  app.use('/api', createCors(deps.env.CLIENT_ORIGINS));
  // The fault lab sees every request first, so its failures happen before any state changes.
  if (deps.env.MOCK_DEV_ROUTES) app.use(createFaultMiddleware(deps));
  app.use(cookieParser());
  app.use(withBody(express.json({ limit: '1mb' })));
  app.use(withBody(express.urlencoded({ extended: false, limit: '64kb' })));
  app.use(deps.xsrf.protect);

  // Each module's router is entered only for paths its routes could match (http/route-gate.ts).
  app.use(gated(createHealthRouter()));
  app.use(gated(createDocsRouter()));
  // The insufficient-funds scenario answers the balance and paid uploads itself (it passes every
  // request on outside that scenario), so it comes before the wallet and upload routers.
  if (deps.env.MOCK_DEV_ROUTES) app.use(createInsufficientFundsRouter(deps));
  app.use(gated(createAuthRouter(deps)));
  app.use(gated(createWalletRouter(deps)));
  // The mock payment provider's browser pages (outside /api).
  app.use(gated(createCheckoutRouter(deps)));
  // Uploads before content: POST /api/videos/upload must not meet GET /api/videos/:id first.
  app.use(gated(createUploadRouter(deps)));
  app.use(gated(createContentRouter(deps)));
  app.use(gated(createMediaRouter(deps)));
  app.use(gated(createSearchRouter(deps)));
  app.use(gated(createSubscriptionRouter(deps)));
  if (deps.env.MOCK_DEV_ROUTES) app.use(gated(createDevRouter(deps)));

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
