import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import { pinoHttp } from 'pino-http';
import { hasRequestBody, type HttpMethod } from '@inkreel/shared';
import type { AppDeps } from './app-deps.js';
import { requireDocumentedBodyType } from './http/body-type.js';
import { allowedMethods } from './http/contract-paths.js';
import { createCors } from './http/cors.js';
import { CLIENT_CLOSED_REQUEST, errorHandler, notFoundHandler } from './http/error-handler.js';
import { securityHeaders } from './http/security-headers.js';
import { createAuthRouter } from './modules/auth/auth.routes.js';
import { createCaptionsRouter } from './modules/captions/captions.routes.js';
import { createCheckoutRouter } from './modules/checkout/checkout.routes.js';
import { createCommentsRouter } from './modules/comments/comments.routes.js';
import { createContentRouter } from './modules/content/content.routes.js';
import { createCreatorsRouter } from './modules/creators/creators.routes.js';
import { createDevRouter, createHealthRouter } from './modules/dev/dev.routes.js';
import { createDocsRouter } from './modules/docs/docs.routes.js';
import { createFaultMiddleware, journalRequests } from './modules/faults/faults.routes.js';
import { createIdentityRouter } from './modules/identity/identity.routes.js';
import { createLikesRouter } from './modules/likes/likes.routes.js';
import { createNotificationsRouter } from './modules/notifications/notifications.routes.js';
import { createViewsRouter } from './modules/views/views.routes.js';
import { createInsufficientFundsRouter } from './modules/faults/insufficient-funds.routes.js';
import { createManageRouter } from './modules/manage/manage.routes.js';
import { createMediaRouter } from './modules/media/media.routes.js';
import { createPlaylistsRouter } from './modules/playlists/playlists.routes.js';
import { createQueueRouter } from './modules/queue/queue.routes.js';
import { createMyUploadsRouter } from './modules/my-uploads/my-uploads.routes.js';
import { createReadingRouter } from './modules/reading/reading.routes.js';
import { createSearchRouter } from './modules/search/search.routes.js';
import { createSubscriptionRouter } from './modules/subscription/subscription.routes.js';
import { createUploadRouter } from './modules/upload/upload.routes.js';
import { createWalletRouter } from './modules/wallet/wallet.routes.js';

/** The authorization code in Google's callback stays out of the log (decision 0264). */
const loggedUrl = (url: string) => url.replace(/^(\/api\/auth\/google\/callback)\?.*/, '$1?…');

/**
 * One line per request once its reply is done (`GET /api/videos?page=1 200 3 ms`): id, method,
 * URL and status, never headers, so bearer tokens and cookies never reach the log. A reply the
 * client left before it was complete is logged as 499, at info: an everyday event, not a failure.
 */
function requestLog(deps: AppDeps) {
  let lastId = 0;
  const statusOf = (res: Response) =>
    res.writableFinished ? res.statusCode : CLIENT_CLOSED_REQUEST;
  const line = (req: Request, res: Response) =>
    `${req.method} ${loggedUrl(req.originalUrl)} ${statusOf(res)}`;
  return pinoHttp<Request, Response>({
    logger: deps.logger,
    // Ids count from 1 in each app (each test app starts fresh).
    genReqId: () => (lastId += 1),
    autoLogging: { ignore: (req) => req.url === '/api/health' },
    customLogLevel: (_req, res, error) => (error || statusOf(res) >= 500 ? 'error' : 'info'),
    customSuccessMessage: (req, res, ms) =>
      `${line(req, res)} ${Math.round(ms)} ms${res.writableFinished ? '' : ' (aborted)'}`,
    customErrorMessage: line,
    serializers: {
      req: (req: Request) => ({ id: req.id, method: req.method, url: loggedUrl(req.url) }),
      // pino's wrapped reply; its `raw` is the reply itself.
      res: (res: { raw: Response }) => ({ statusCode: statusOf(res.raw) }),
    },
  });
}

/** A body parser that runs on the methods with a documented body (POST, PUT, PATCH). */
const withBody =
  (parser: RequestHandler): RequestHandler =>
  (req, res, next) =>
    hasRequestBody(req.method as HttpMethod) ? parser(req, res, next) : next();

/** Builds the mock provider's HTTP app. It never listens: main.ts and the tests do that. */
export function createApp(deps: AppDeps): Express {
  const dev = deps.env.MOCK_DEV_ROUTES;
  const app = express();
  // route() checks every reply against its contract unless REPLY_CHECKS=off (env.ts).
  app.locals.checkReplies = deps.env.REPLY_CHECKS !== 'off';
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');

  app.use(requestLog(deps));
  if (dev) app.use(journalRequests(deps.faults));
  app.use(securityHeaders());
  // The stand-in identity provider (/idp) reads its own bodies, so it comes before the parsers.
  app.use(createIdentityRouter(deps));
  app.use('/api', createCors(deps.env.CLIENT_ORIGINS));
  // The fault lab sees every request first, so its failures happen before any state changes.
  if (dev) app.use(createFaultMiddleware(deps));
  // A wrong method on a known path: 405 with Allow, from the contract list.
  app.use(allowedMethods(dev));
  // A body of another media type than the call's is refused (415) before it is read.
  app.use(requireDocumentedBodyType);
  // Bodies are read on POST, PUT and PATCH only, so a GET or DELETE answers only the statuses its contract documents
  // (shared/src/common/layer-statuses.ts), whatever body it carries.
  app.use(withBody(express.json({ limit: '1mb' })));
  app.use(withBody(express.urlencoded({ extended: false, limit: '64kb' })));
  app.use(deps.xsrf.protect);

  app.use(createHealthRouter());
  app.use(createDocsRouter());
  // The insufficient-funds scenario answers the balance and paid uploads itself, so it comes
  // before the wallet and upload routers; outside that scenario it passes every request on.
  if (dev) app.use(createInsufficientFundsRouter(deps));
  app.use(createAuthRouter(deps));
  app.use(createWalletRouter(deps));
  // The mock payment provider's browser pages (outside /api).
  app.use(createCheckoutRouter(deps));
  // Uploads before content: POST /api/videos/upload must not meet /api/videos/:id first.
  app.use(createUploadRouter(deps));
  // Changes to uploaded items (PATCH, PUT, DELETE); the statistics under /api/uploads/stats.
  app.use(createManageRouter(deps));
  app.use(createContentRouter(deps));
  app.use(createCommentsRouter(deps));
  app.use(createCaptionsRouter(deps));
  app.use(createViewsRouter(deps));
  app.use(createLikesRouter(deps));
  app.use(createCreatorsRouter(deps));
  app.use(createNotificationsRouter(deps));
  app.use(createMediaRouter(deps));
  app.use(createSearchRouter(deps));
  app.use(createMyUploadsRouter(deps));
  app.use(createQueueRouter(deps));
  app.use(createPlaylistsRouter(deps));
  app.use(createReadingRouter(deps));
  app.use(createSubscriptionRouter(deps));
  if (dev) app.use(createDevRouter(deps));

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
