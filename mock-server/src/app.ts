import express, { type Express, type RequestHandler } from 'express';
import type { AppDeps } from './deps.js';
import { errorHandler, notFoundHandler } from './http/error-handler.js';
import { afterReads } from './http/after-reads.js';
import { createCors } from './http/cors.js';
import { ReplyChecks, useReplyChecks } from './http/reply-checks.js';
import { requestLog } from './http/request-log.js';
import { gatedRouters } from './http/route-gate.js';
import { securityHeaders } from './http/security-headers.js';
import { series, under } from './http/series.js';
import { createAuthRouter } from './modules/auth/auth.routes.js';
import { createCheckoutRouter } from './modules/checkout/checkout.routes.js';
import { createContentRouter } from './modules/content/content.routes.js';
import { createDevRouter, createHealthRouter } from './modules/dev/dev.routes.js';
import { createDocsRouter } from './modules/docs/docs.routes.js';
import { createFaultMiddleware, journalWatch } from './modules/faults/faults.routes.js';
import { createInsufficientFundsRouter } from './modules/faults/insufficient-funds.routes.js';
import { createMediaRouter } from './modules/media/media.routes.js';
import { createMyUploadsRouter } from './modules/my-uploads/my-uploads.routes.js';
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

const isHealth = (url: string) => url === '/api/health';

/** Builds the mock provider's HTTP app. It never listens: main.ts and the tests do that. */
export function createApp(deps: AppDeps): Express {
  const dev = deps.env.MOCK_DEV_ROUTES;
  const app = express();
  // This app's own checks and sample count: another app in the process keeps its own.
  useReplyChecks(
    app,
    new ReplyChecks(deps.env.REPLY_CHECKS, (breach) => deps.logger.error(breach)),
  );
  // Every request's `req.log`, from the prototype Express gives this app's requests.
  app.request.log = deps.logger;
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  // What every request goes through, in this order, then the module routers, as one Express
  // layer (http/series.ts): each layer Express walks costs every request.
  app.use(
    series([
      // The log's listener also feeds the fault lab's request journal.
      requestLog(deps.logger, isHealth, dev ? journalWatch(deps.faults) : undefined),
      securityHeaders(),
      under('/api', createCors(deps.env.CLIENT_ORIGINS)),
      // The fault lab sees every request first, so its failures happen before any state changes.
      ...(dev ? [createFaultMiddleware(deps)] : []),
      withBody(express.json({ limit: '1mb' })),
      withBody(express.urlencoded({ extended: false, limit: '64kb' })),
      deps.xsrf.protect,
      // The routes answer after the loop's reads (http/after-reads.ts).
      afterReads,
      // Each module's router is entered only for paths its routes could match (http/route-gate.ts).
      gatedRouters([
        createHealthRouter(),
        createDocsRouter(),
        // The insufficient-funds scenario answers the balance and paid uploads itself, so it comes
        // before the wallet and upload routers; outside that scenario it is not entered at all.
        ...(dev
          ? [
              {
                router: createInsufficientFundsRouter(deps),
                when: () => deps.faults.is('insufficient-funds'),
              },
            ]
          : []),
        createAuthRouter(deps),
        createWalletRouter(deps),
        // The mock payment provider's browser pages (outside /api).
        createCheckoutRouter(deps),
        // Uploads before content: POST /api/videos/upload must not meet GET /api/videos/:id first.
        createUploadRouter(deps),
        createContentRouter(deps),
        createMediaRouter(deps),
        createSearchRouter(deps),
        createMyUploadsRouter(deps),
        createSubscriptionRouter(deps),
        ...(dev ? [createDevRouter(deps)] : []),
      ]),
    ]),
  );

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
