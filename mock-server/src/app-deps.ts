import type { Logger } from 'pino';
import type { Store } from './db/store.js';
import type { Env } from './env.js';
import type { AuthMiddleware } from './http/auth.js';
import type { Xsrf } from './http/xsrf.js';
import type { Mailer } from './mail/mailer.js';
import type { Outbox } from './mail/outbox.js';
import type { LoginLimiter, TokenService } from './modules/auth/auth.service.js';
import type { Faults } from './modules/faults/faults.service.js';
import type { UploadStages } from './modules/upload/upload.service.js';
import type { RealtimeHub } from './realtime/hub.js';

/**
 * Everything the app needs: every object that remembers, built once by createDeps (deps.ts) for
 * main.ts or a test, so every test app starts fresh. createApp hands it to each module's router,
 * which takes it as the narrower type the module declares (its routers' and services' needs):
 * this list names modules' own types (TokenService, UploadStages), so no module imports it
 * (decision 0305). Tests and the files above the modules do.
 */
export interface AppDeps {
  env: Env;
  store: Store;
  logger: Logger;
  /** Signs and checks the bearer tokens. */
  tokens: TokenService;
  mailer: Mailer;
  /** Messages sent, for the dev mailbox (memory only, and only with the dev routes on). */
  outbox: Outbox;
  /** Where realtime events go; socket.io is attached to it once the HTTP server exists. */
  hub: RealtimeHub;
  /** requireAuth, requireVerified and the viewer of an open call. */
  auth: AuthMiddleware;
  xsrf: Xsrf;
  /** The fault lab's scenario and journal (inert while dev routes are off). */
  faults: Faults;
  /** Failed sign-ins per account and address, and per address (memory only). */
  loginLimiter: LoginLimiter;
  /** Ids of the videos this app is processing now (one job per video). */
  videosInProcessing: Set<string>;
  /** Uploads in flight and recent failures: GET /api/uploads/{id} and their events. */
  uploads: UploadStages;
}
