import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import type { Env } from './env.js';
import { createAuthMiddleware, type AuthMiddleware } from './http/auth.js';
import { createXsrf, type Xsrf } from './http/xsrf.js';
import { XsrfTokens } from './http/xsrf-tokens.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { Outbox } from './mail/outbox.js';
import {
  createLoginLimiter,
  TokenService,
  type LoginLimiter,
} from './modules/auth/auth.service.js';
import { createFaults, type Faults } from './modules/faults/faults.service.js';
import { UploadStages } from './modules/upload/upload.service.js';
import { RealtimeHub } from './realtime/hub.js';
import { openStore, type Store } from './db/store.js';

/** Everything the app needs, built once by main.ts or a test. */
export interface AppDeps {
  env: Env;
  store: Store;
  logger: Logger;
  tokens: TokenService;
  mailer: Mailer;
  /** Messages sent, for the dev mailbox (memory only, and only with the dev routes on). */
  outbox: Outbox;
  hub: RealtimeHub;
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

/** JWT_SECRET, or a random one kept in DATA_DIR so tokens survive a restart. */
async function jwtSecret(env: Env): Promise<string> {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(env.DATA_DIR, 'jwt-secret');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // No secret yet: make one below.
  }
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

export async function createDeps(
  env: Env,
  logger: Logger = pino({ level: env.LOG_LEVEL }),
): Promise<AppDeps> {
  const store = await openStore(env.DATA_DIR, {
    flushMs: env.STORE_FLUSH_MS,
    onError: (error) => logger.error({ err: error }, 'Writing counted views and plays failed'),
  });
  const secret = await jwtSecret(env);
  const tokens = new TokenService(store, secret);
  const outbox = new Outbox({ keep: env.MOCK_DEV_ROUTES });
  const hub = new RealtimeHub();
  const mailer = createMailer({ outbox, logger, from: env.MAIL_FROM, smtpUrl: env.SMTP_URL });
  return {
    env,
    store,
    logger,
    tokens,
    mailer,
    outbox,
    hub,
    auth: createAuthMiddleware(store, tokens),
    xsrf: createXsrf(new XsrfTokens(secret)),
    faults: createFaults({ initial: env.MOCK_SCENARIO }),
    loginLimiter: createLoginLimiter(),
    videosInProcessing: new Set(),
    uploads: new UploadStages(hub),
  };
}
