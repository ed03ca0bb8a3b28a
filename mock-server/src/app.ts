import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import { pinoHttp } from 'pino-http';
import type { AppDeps } from './deps.js';
import { errorHandler, notFoundHandler } from './http/error-handler.js';
import { createCors } from './http/cors.js';
import { createAuthRouter } from './modules/auth/auth.routes.js';
import { createContentRouter } from './modules/content/content.routes.js';
import { createDevRouter, createHealthRouter } from './modules/dev/dev.routes.js';
import { createDocsRouter } from './modules/docs/docs.routes.js';
import { createSubscriptionRouter } from './modules/subscription/subscription.routes.js';
import { createUploadRouter } from './modules/upload/upload.routes.js';
import { createWalletRouter } from './modules/wallet/wallet.routes.js';

/** Builds the mock provider's HTTP app. It never listens: main.ts and the tests do that. */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(
    pinoHttp({
      logger: deps.logger,
      autoLogging: { ignore: (req) => req.url === '/api/health' },
      // One line per request without headers: bearer tokens and cookies never reach the log.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use('/api', createCors(deps.env.CLIENT_ORIGINS));
  app.use(cookieParser());
  app.use(express.json({ limit: '1mb' }));
  app.use(express.urlencoded({ extended: false, limit: '64kb' }));
  app.use(deps.xsrf.protect);

  app.use(createHealthRouter());
  app.use(createDocsRouter());
  app.use(createAuthRouter(deps));
  app.use(createWalletRouter(deps));
  // Uploads before content: POST /api/videos/upload must not meet GET /api/videos/:id first.
  app.use(createUploadRouter(deps));
  app.use(createContentRouter(deps));
  app.use(createSubscriptionRouter(deps));
  if (deps.env.MOCK_DEV_ROUTES) app.use(createDevRouter(deps));

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
